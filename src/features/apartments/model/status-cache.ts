/**
 * The last unit statuses received, kept on the device (localStorage) so that a visitor with no signal
 * sees them, with the time they were received. Validated when read; anything unreadable is dropped.
 */
import * as v from 'valibot';

import type { StatusByCode } from './unit-status';

export const UNIT_STATUS_STORAGE_KEY = 'apartmentStatuses';

const cachedStatusesSchema = v.object({
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  statuses: v.record(v.pipe(v.string(), v.regex(/^\d\.\d\.\d$/)), v.pipe(v.string(), v.nonEmpty())),
});

export interface CachedStatuses {
  savedAt: Date;
  statuses: StatusByCode;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStatusCache(storage: KeyValueStorage): CachedStatuses | null {
  try {
    const raw = storage.getItem(UNIT_STATUS_STORAGE_KEY);
    if (raw === null) return null;
    const result = v.safeParse(cachedStatusesSchema, JSON.parse(raw));
    if (!result.success) {
      storage.removeItem(UNIT_STATUS_STORAGE_KEY);
      return null;
    }
    return {
      savedAt: new Date(result.output.savedAt),
      statuses: new Map(Object.entries(result.output.statuses)),
    };
  } catch {
    return null;
  }
}

export function writeStatusCache(storage: KeyValueStorage, statuses: StatusByCode, savedAt: Date): void {
  try {
    storage.setItem(
      UNIT_STATUS_STORAGE_KEY,
      JSON.stringify({ savedAt: savedAt.toISOString(), statuses: Object.fromEntries(statuses) }),
    );
  } catch {
    // Private mode or a full quota: the statuses are simply not kept.
  }
}
