// @vitest-environment jsdom
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

import {
  readDeviceItem,
  removeDeviceItem,
  UNIT_STATUS_STORAGE_KEY,
  writeDeviceItem,
  type LocalStorageKey,
} from './device-storage';
import { DEVICE_STORAGE, type ListedLocalStorageKey } from './device-storage-registry';

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('device storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads, writes and removes localStorage values', () => {
    expect(writeDeviceItem('locale', 'de')).toBe(true);
    expect(readDeviceItem('locale')).toBe('de');
    removeDeviceItem('locale');
    expect(readDeviceItem('locale')).toBeNull();
  });

  it('never throws when touching localStorage itself throws (site data blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    expect(readDeviceItem('locale')).toBeNull();
    expect(writeDeviceItem('locale', 'de')).toBe(false);
    expect(() => removeDeviceItem('locale')).not.toThrow();
  });

  it('never throws when getItem / setItem throw (quota, private mode)', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const)
      vi.spyOn(Storage.prototype, method).mockImplementation(blocked);
    expect(readDeviceItem('cookieConsent')).toBeNull();
    expect(writeDeviceItem('cookieConsent', 'accepted')).toBe(false);
    expect(() => removeDeviceItem('cookieConsent')).not.toThrow();
  });

  it('lists every key the site stores, once, with its kind and retention', () => {
    const names = DEVICE_STORAGE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['locale', 'cookieConsent', 'contactMessages', UNIT_STATUS_STORAGE_KEY]),
    );
    expect(DEVICE_STORAGE.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['localStorage', 'indexedDB', 'cacheStorage']),
    );
  });

  it('lists exactly the localStorage keys the helpers accept (checked by the type checker)', () => {
    expectTypeOf<ListedLocalStorageKey>().toEqualTypeOf<LocalStorageKey>();
  });
});
