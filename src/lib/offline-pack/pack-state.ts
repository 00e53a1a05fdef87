/**
 * The offline pack's record, kept inside the pack's own cache so it can never outlive the files. Which
 * files are saved is read from the cache itself, so an interrupted download resumes with what is missing.
 */
import * as v from 'valibot';

import { OFFLINE_PACK_CACHE_NAME } from '../device-storage.ts';

export { OFFLINE_PACK_CACHE_NAME };

/** A same-origin URL no page or file uses; the worker never serves it (it is not in the pack list). */
export const PACK_STATE_URL = '/__offline-pack/state.json';

const isoDate = v.pipe(v.string(), v.isoTimestamp());

export const packStateSchema = v.object({
  /** The build of the file list this pack is (being) saved from. */
  build: v.pipe(v.string(), v.nonEmpty()),
  /** The device image width the files were chosen for (site-map/device-image-width.ts). */
  deviceWidth: v.pipe(v.number(), v.integer(), v.minValue(1)),
  files: v.pipe(v.number(), v.integer(), v.minValue(0)),
  transferBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  startedAt: isoDate,
  /** When the last file was saved; null while the pack is incomplete. */
  savedAt: v.nullable(isoDate),
  /** True while a download runs: found true on the next visit, the download was interrupted. */
  downloading: v.union([v.literal(true), v.literal(false)]),
  /** The unit statuses from the backend at the time of saving. */
  statuses: v.nullable(
    v.object({
      asOf: isoDate,
      byCode: v.record(v.pipe(v.string(), v.regex(/^\d\.\d\.\d$/)), v.pipe(v.string(), v.nonEmpty())),
    }),
  ),
});

export type PackState = v.InferOutput<typeof packStateSchema>;

function cachesOrNull(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

export async function readPackState(): Promise<PackState | null> {
  const storage = cachesOrNull();
  if (!storage || !(await storage.has(OFFLINE_PACK_CACHE_NAME))) return null;
  try {
    const cache = await storage.open(OFFLINE_PACK_CACHE_NAME);
    const response = await cache.match(PACK_STATE_URL);
    if (!response) return null;
    const result = v.safeParse(packStateSchema, await response.json());
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export async function writePackState(state: PackState): Promise<void> {
  const storage = cachesOrNull();
  if (!storage) return;
  const cache = await storage.open(OFFLINE_PACK_CACHE_NAME);
  await cache.put(
    PACK_STATE_URL,
    new Response(JSON.stringify(v.parse(packStateSchema, state)), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

/** The statuses saved with the pack and their time, for pages without a connection. */
export async function readPackStatuses(): Promise<{
  asOf: Date;
  statuses: ReadonlyMap<string, string>;
} | null> {
  const saved = (await readPackState())?.statuses;
  return saved ? { asOf: new Date(saved.asOf), statuses: new Map(Object.entries(saved.byCode)) } : null;
}

/** Removes the pack: its files and its record, in one step. */
export async function removePack(): Promise<void> {
  await cachesOrNull()?.delete(OFFLINE_PACK_CACHE_NAME);
}
