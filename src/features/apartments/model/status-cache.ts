/**
 * The last unit statuses received, kept on the device (localStorage, via lib/device-storage) so that
 * a visitor with no signal sees them, with the time they were received. Validated when read; anything
 * unreadable is dropped. Blocked storage keeps nothing and breaks nothing.
 */
import * as v from 'valibot';

import {
  readDeviceItem,
  removeDeviceItem,
  UNIT_STATUS_STORAGE_KEY,
  writeDeviceItem,
} from '@/lib/device-storage';
import { readPackStatuses } from '@/lib/offline-pack/pack-state';

import type { StatusByCode } from './unit-status';

export { UNIT_STATUS_STORAGE_KEY };

const cachedStatusesSchema = v.object({
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  statuses: v.record(v.pipe(v.string(), v.regex(/^\d\.\d\.\d$/)), v.pipe(v.string(), v.nonEmpty())),
});

export interface CachedStatuses {
  savedAt: Date;
  statuses: StatusByCode;
}

export function readStatusCache(): CachedStatuses | null {
  const raw = readDeviceItem(UNIT_STATUS_STORAGE_KEY);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const result = v.safeParse(cachedStatusesSchema, json);
  if (!result.success) {
    removeDeviceItem(UNIT_STATUS_STORAGE_KEY);
    return null;
  }
  return {
    savedAt: new Date(result.output.savedAt),
    statuses: new Map(Object.entries(result.output.statuses)),
  };
}

/** Keeps the statuses; where storage is blocked or full they are simply not kept. */
export function writeStatusCache(statuses: StatusByCode, savedAt: Date): void {
  writeDeviceItem(
    UNIT_STATUS_STORAGE_KEY,
    JSON.stringify({ savedAt: savedAt.toISOString(), statuses: Object.fromEntries(statuses) }),
  );
}

/**
 * The newest statuses kept on the device: the last ones received (above) or those saved with the
 * offline pack (lib/offline-pack), each with its own time.
 */
export async function readNewestStoredStatuses(): Promise<CachedStatuses | null> {
  const received = readStatusCache();
  const packed = await readPackStatuses().catch(() => null);
  if (!packed || (received && received.savedAt >= packed.asOf)) return received;
  return { savedAt: packed.asOf, statuses: packed.statuses };
}
