// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { FAVOURITE_UNITS_STORAGE_KEY } from '@/lib/device-storage';

import {
  clearFavourites,
  parseFavourites,
  readFavourites,
  subscribeToFavourites,
  toggleFavourite,
} from './favourites-store';

describe('favourites store', () => {
  beforeEach(() => {
    clearFavourites();
    localStorage.clear();
  });

  it('toggles a unit on and off and keeps the list in localStorage', () => {
    expect(toggleFavourite('2.3.1')).toBe(true);
    expect(toggleFavourite('1.0.2')).toBe(true);
    expect(readFavourites()).toEqual(['2.3.1', '1.0.2']);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_UNITS_STORAGE_KEY)!)).toEqual(['2.3.1', '1.0.2']);
    expect(toggleFavourite('2.3.1')).toBe(false);
    expect(readFavourites()).toEqual(['1.0.2']);
  });

  it('gives the same snapshot until something changes (useSyncExternalStore)', () => {
    toggleFavourite('2.3.1');
    expect(readFavourites()).toBe(readFavourites());
  });

  it('tells subscribers on this page and hears other tabs through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToFavourites(listener);
    toggleFavourite('2.3.1');
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem(FAVOURITE_UNITS_STORAGE_KEY, JSON.stringify(['1.0.1']));
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITE_UNITS_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readFavourites()).toEqual(['1.0.1']);
    unsubscribe();
  });

  it('ignores codes of no unit', () => {
    expect(toggleFavourite('9.9.9')).toBe(false);
    expect(readFavourites()).toEqual([]);
  });

  it('treats a corrupt or foreign value as no favourites and removes it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['{not json', '{"a":1}', '[1,2]', 'null']) {
      localStorage.setItem(FAVOURITE_UNITS_STORAGE_KEY, raw);
      expect(readFavourites()).toEqual([]);
      expect(localStorage.getItem(FAVOURITE_UNITS_STORAGE_KEY)).toBeNull();
    }
  });

  it('keeps the readable part of a damaged list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(FAVOURITE_UNITS_STORAGE_KEY, JSON.stringify(['2.3.1', '9.9.9', '2.3.1', '1.0.2']));
    expect(readFavourites()).toEqual(['2.3.1', '1.0.2']);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_UNITS_STORAGE_KEY)!)).toEqual(['2.3.1', '1.0.2']);
    expect(parseFavourites(null)).toEqual({ favourites: [], valid: true });
  });

  it('keeps favourites in memory for the visit where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(toggleFavourite('2.3.1')).toBe(true);
    expect(readFavourites()).toEqual(['2.3.1']);
    clearFavourites();
    expect(readFavourites()).toEqual([]);
  });
});
