/**
 * Downloads the offline pack's files into its cache, a few at a time, and reports progress.
 *
 * The page does the downloading, not the worker: the page sees every finished file at once (progress
 * without messaging), can cancel with an AbortController, and nothing depends on the browser keeping
 * an idle worker alive for minutes. Resuming needs no bookkeeping of its own: what is saved is read
 * from the cache (`missingFiles`), so after a reload, a closed tab or a lost connection the next run
 * fetches exactly the files that are not there yet, or that changed since (pages carry their revision).
 */
import type { PackFile } from '@/lib/offline-pack/pack-list';
import {
  PACK_REQUEST_HEADER,
  PACK_REVISION_HEADER,
  type PackRequestKind,
} from '@/lib/offline-pack/pack-request';
import { PACK_STATE_URL } from '@/lib/offline-pack/pack-state';

/** Files fetched at once: fills a slow, high-latency link without starving the page itself. */
export const PACK_CONCURRENCY = 4;

/** The part of the Cache interface used here. */
export type PackCache = Pick<Cache, 'match' | 'put' | 'keys' | 'delete'>;

export interface PackProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

/** The files of `files` not yet in the cache, or saved at another revision. */
export async function missingFiles(cache: PackCache, files: readonly PackFile[]): Promise<PackFile[]> {
  const present = await Promise.all(
    files.map(async (file) => {
      const stored = await cache.match(file.url);
      return (
        Boolean(stored) &&
        (file.revision === null || stored!.headers.get(PACK_REVISION_HEADER) === file.revision)
      );
    }),
  );
  return files.filter((_, index) => !present[index]);
}

/** Removes what the pack no longer lists (after an update), keeping the pack's own record. */
export async function removeUnlisted(cache: PackCache, files: readonly PackFile[]): Promise<void> {
  const listed = new Set(files.map((file) => new URL(file.url, location.origin).href));
  listed.add(new URL(PACK_STATE_URL, location.origin).href);
  for (const request of await cache.keys()) {
    if (!listed.has(request.url)) await cache.delete(request);
  }
}

/** Some files could not be fetched (no connection, or the site changed under the download). */
export class PackIncompleteError extends Error {
  constructor(readonly failed: number) {
    super(`Offline pack: ${failed} files could not be saved`);
    this.name = 'PackIncompleteError';
  }
}

/** The stored copy: the body as received, the server's headers (CSP included), the revision added. */
async function storable(file: PackFile, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  // The body below is already decoded and its length may differ.
  headers.delete('content-encoding');
  headers.delete('content-length');
  if (file.revision !== null) headers.set(PACK_REVISION_HEADER, file.revision);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export async function downloadFiles({
  cache,
  files,
  alreadyDone,
  signal,
  onProgress,
  fetchFile = fetch,
  concurrency = PACK_CONCURRENCY,
}: {
  cache: PackCache;
  /** The files still to fetch. */
  files: readonly PackFile[];
  /** Progress already made by earlier runs (files present in the cache). */
  alreadyDone: PackProgress;
  signal: AbortSignal;
  onProgress: (progress: PackProgress) => void;
  fetchFile?: typeof fetch;
  concurrency?: number;
}): Promise<void> {
  const progress = { ...alreadyDone };
  let next = 0;
  let failed = 0;
  const saveOne = async (file: PackFile) => {
    const kind: PackRequestKind = file.revision === null ? 'immutable' : 'fresh';
    const response = await fetchFile(file.url, {
      signal,
      headers: { [PACK_REQUEST_HEADER]: kind },
      cache: kind === 'fresh' ? 'no-cache' : 'default',
    });
    if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
    await cache.put(file.url, await storable(file, response));
  };
  const worker = async () => {
    while (next < files.length) {
      signal.throwIfAborted();
      const file = files[next++]!;
      try {
        await saveOne(file);
      } catch (error) {
        signal.throwIfAborted();
        // One failed file does not stop the others: a weak signal drops single requests.
        console.warn('Offline pack: could not save', file.url, error);
        failed += 1;
        continue;
      }
      progress.filesDone += 1;
      progress.bytesDone += file.transferBytes;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  if (failed > 0) throw new PackIncompleteError(failed);
}
