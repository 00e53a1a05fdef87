// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { readStatusCache, UNIT_STATUS_STORAGE_KEY, writeStatusCache } from './status-cache';

const savedAt = new Date('2026-11-21T10:00:00.000Z');

describe('status cache (localStorage "apartmentStatuses")', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote', () => {
    writeStatusCache(new Map([['1.0.1', 'sold']]), savedAt);
    expect(readStatusCache()).toEqual({ savedAt, statuses: new Map([['1.0.1', 'sold']]) });
  });

  it('drops an unreadable entry', () => {
    localStorage.setItem(UNIT_STATUS_STORAGE_KEY, '{broken');
    expect(readStatusCache()).toBeNull();
    expect(localStorage.getItem(UNIT_STATUS_STORAGE_KEY)).toBeNull();
  });

  it('never throws where storage is blocked', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    }
    expect(() => writeStatusCache(new Map([['1.0.1', 'sold']]), savedAt)).not.toThrow();
    expect(readStatusCache()).toBeNull();
  });
});
