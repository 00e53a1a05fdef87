// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FAVOURITE_UNITS_STORAGE_KEY, LOCALE_STORAGE_KEY } from './device-storage';
import { createDeviceStore, parseStoredJson } from './device-store';

const KEY = FAVOURITE_UNITS_STORAGE_KEY;
const EMPTY: readonly string[] = [];

/** A list of short words: longer words are dropped (and the stored list rewritten), anything else is no list. */
function wordStore(unsaved: 'memory' | ((value: readonly string[]) => void) = 'memory') {
  return createDeviceStore<readonly string[]>({
    key: KEY,
    empty: EMPTY,
    parse(raw) {
      const words = parseStoredJson(raw, v.array(v.string()));
      if (!words) return { value: EMPTY, rewrite: true };
      const short = words.filter((word) => word.length <= 5);
      return { value: short, rewrite: short.length !== words.length };
    },
    serialize: (words) => (words.length ? JSON.stringify(words) : null),
    unsaved,
  });
}

const blockStorage = () =>
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
const fillStorage = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  });

describe('parseStoredJson', () => {
  it('answers what passes the schema, and undefined for no JSON or the wrong shape', () => {
    const schema = v.array(v.string());
    expect(parseStoredJson('["a","b"]', schema)).toEqual(['a', 'b']);
    expect(parseStoredJson('{not json', schema)).toBeUndefined();
    expect(parseStoredJson('[1]', schema)).toBeUndefined();
    expect(parseStoredJson('null', schema)).toBeUndefined();
  });
});

describe('a device store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads empty when nothing is stored, writes text and reads it back', () => {
    const store = wordStore();
    expect(store.read()).toBe(EMPTY);
    expect(store.write(['oak', 'elm'])).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('["oak","elm"]');
    expect(store.read()).toEqual(['oak', 'elm']);
    expect(store.serverSnapshot()).toBe(EMPTY);
  });

  it('keeps the same snapshot until the stored text changes', () => {
    const store = wordStore();
    store.write(['oak']);
    const first = store.read();
    expect(store.read()).toBe(first);
    localStorage.setItem(KEY, '["ash"]');
    expect(store.read()).not.toBe(first);
    expect(store.read()).toEqual(['ash']);
  });

  it('stores again what parse asks to rewrite, and removes what serializes to nothing', () => {
    const store = wordStore();
    localStorage.setItem(KEY, '["oak","chestnut"]');
    expect(store.read()).toEqual(['oak']);
    expect(localStorage.getItem(KEY)).toBe('["oak"]');
    localStorage.setItem(KEY, '{"damaged":true}');
    expect(store.read()).toBe(EMPTY);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('passes read arguments on to parse', () => {
    const parse = vi.fn((raw: string, factor = 1) => ({ value: raw.length * factor, rewrite: false }));
    const store = createDeviceStore<number, [factor?: number]>({
      key: LOCALE_STORAGE_KEY,
      empty: 0,
      parse,
      serialize: String,
      unsaved: 'memory',
    });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(store.read(10)).toBe(20);
    expect(parse).toHaveBeenCalledWith('de', 10);
  });

  it('tells subscribers of its own writes and of other tabs changing its key or clearing storage', () => {
    const store = wordStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write(['oak']);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.write(['elm']);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps a write the device refuses (full storage) in memory for the visit, the stored value unchanged', () => {
    const store = wordStore();
    store.write(['oak']);
    const setItem = fillStorage();
    expect(store.write(['oak', 'elm'])).toBe(false);
    expect(store.read()).toEqual(['oak', 'elm']);
    expect(store.readStored()).toEqual(['oak']);
    setItem.mockRestore();
    expect(store.write(['ash'])).toBe(true);
    expect(store.read()).toEqual(['ash']);
  });

  it('calls back instead, when the store keeps nothing in memory', () => {
    const unsaved = vi.fn();
    const store = wordStore(unsaved);
    fillStorage();
    expect(store.write(['oak'])).toBe(false);
    expect(unsaved).toHaveBeenCalledWith(['oak']);
    expect(store.read()).toBe(EMPTY);
  });

  it('never throws where site data is blocked: reads empty, keeps writes in memory', () => {
    blockStorage();
    const store = wordStore();
    expect(store.read()).toBe(EMPTY);
    expect(store.write(['oak'])).toBe(false);
    expect(store.read()).toEqual(['oak']);
    expect(store.readStored()).toBe(EMPTY);
    expect(store.write([])).toBe(true); // nothing to keep: removing from blocked storage leaves nothing
    expect(store.read()).toBe(EMPTY);
  });
});
