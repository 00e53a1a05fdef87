/**
 * Downloads the offline pack's files into its cache, a few at a time, and reports progress.
 *
 * The page does the downloading, not the worker: the page sees every finished file at once (progress
 * without messaging), can cancel with an AbortController, and nothing depends on the browser keeping
 * an idle worker alive for minutes. Resuming needs no bookkeeping of its own: what is saved is read
 * from the cache (`missingFiles`), so after a reload, a closed tab or a lost connection the next run
 * fetches exactly the files that are not there yet, or that changed since (pages carry their revision).
 * Pages and code come in bundles (pack-bundle.ts), each fetched once for all its missing files; a
 * hashed file this browser already holds (the worker's precache, an earlier visit) is copied, not fetched.
 */
import * as v from 'valibot';

import { packBundleSchema, type PackBundle } from '@/lib/offline-pack/pack-bundle';
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

/** A file out of its bundle: the headers every answer carries (from the bundle's), with the file's own. */
function storableFromBundle(entry: PackBundle[string], bundleHeaders: Headers): Response {
  const headers = new Headers(bundleHeaders);
  for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified', 'cache-control']) {
    headers.delete(name);
  }
  for (const [name, value] of Object.entries(entry.headers)) headers.set(name, value);
  if (entry.revision !== null) headers.set(PACK_REVISION_HEADER, entry.revision);
  return new Response(entry.body, { status: 200, headers });
}

/** A copy of a hashed file this browser holds in any of the site's caches: the same file, whatever its age. */
function heldCopy(url: string): Promise<Response | undefined> {
  return caches.match(url, { ignoreSearch: true });
}

/** One download: a file, or a bundle with the missing files it carries. */
type PackTask = { file: PackFile } | { bundle: string; files: PackFile[] };

/** Bundles first: the largest downloads start while the single files fill the remaining round trips. */
function packTasks(files: readonly PackFile[]): PackTask[] {
  const bundles = new Map<string, PackFile[]>();
  const single: PackTask[] = [];
  for (const file of files) {
    if (file.bundle) bundles.set(file.bundle, [...(bundles.get(file.bundle) ?? []), file]);
    else single.push({ file });
  }
  return [...[...bundles].map(([bundle, members]) => ({ bundle, files: members })), ...single];
}

export async function downloadFiles({
  cache,
  files,
  alreadyDone,
  signal,
  onProgress,
  fetchFile = fetch,
  held = heldCopy,
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
  held?: (url: string) => Promise<Response | undefined>;
  concurrency?: number;
}): Promise<void> {
  const progress = { ...alreadyDone };
  let failed = 0;
  // Bytes of bundles on their way, so that the bar moves while a bundle downloads, not only as it is stored.
  const arriving = new Map<string, number>();
  const report = () => {
    const inFlight = [...arriving.values()].reduce((sum, bytes) => sum + bytes, 0);
    onProgress({ ...progress, bytesDone: progress.bytesDone + inFlight });
  };
  const saved = (file: PackFile) => {
    progress.filesDone += 1;
    progress.bytesDone += file.transferBytes;
    report();
  };
  const copies = await Promise.all(
    files.map((file) => (file.revision === null ? held(file.url) : undefined)),
  );
  const toFetch = files.filter((_, index) => !copies[index]?.ok);
  for (const [index, copy] of copies.entries()) {
    signal.throwIfAborted();
    if (!copy?.ok) continue;
    await cache.put(files[index]!.url, await storable(files[index]!, copy));
    saved(files[index]!);
  }
  const fetchOk = async (url: string, kind: PackRequestKind) => {
    const response = await fetchFile(url, {
      signal,
      headers: { [PACK_REQUEST_HEADER]: kind },
      cache: kind === 'fresh' ? 'no-cache' : 'default',
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  };
  const saveFile = async (file: PackFile) => {
    const response = await fetchOk(file.url, file.revision === null ? 'immutable' : 'fresh');
    await cache.put(file.url, await storable(file, response));
    saved(file);
  };
  /** The bundle's text, its arrival reported as a share of its members' bytes over the wire. */
  const readBundle = async (bundle: string, response: Response, members: PackFile[]) => {
    const share = members.reduce((sum, file) => sum + file.transferBytes, 0);
    const size = members.reduce((sum, file) => sum + file.bytes, 0);
    if (!response.body) throw new Error(`${bundle} answered without a body`);
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks.push(chunk.value);
      received += chunk.value.length;
      arriving.set(bundle, Math.round(share * Math.min(1, received / size)));
      report();
    }
    return new Blob(chunks as BlobPart[]).text();
  };
  const saveBundle = async (bundle: string, members: PackFile[]) => {
    try {
      const response = await fetchOk(bundle, 'fresh');
      const carried = v.parse(packBundleSchema, JSON.parse(await readBundle(bundle, response, members)));
      // Stored side by side: one after the other, the last bundle's files kept the link idle.
      await Promise.all(
        members.map(async (file) => {
          const entry = carried[file.url];
          // The site changed under the download: this file is left for the next run, like a failed one.
          if (!entry || entry.revision !== file.revision) {
            console.warn('Offline pack: the bundle carries another version of', file.url);
            failed += 1;
            return;
          }
          await cache.put(file.url, storableFromBundle(entry, response.headers));
          // Its bytes move from arriving to saved: the bar never steps back.
          arriving.set(bundle, Math.max(0, (arriving.get(bundle) ?? 0) - file.transferBytes));
          saved(file);
        }),
      );
    } finally {
      arriving.delete(bundle);
    }
  };
  const tasks = packTasks(toFetch);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      signal.throwIfAborted();
      const task = tasks[next++]!;
      try {
        await ('file' in task ? saveFile(task.file) : saveBundle(task.bundle, task.files));
      } catch (error) {
        signal.throwIfAborted();
        // One failed download does not stop the others: a weak signal drops single requests.
        console.warn('Offline pack: could not save', 'file' in task ? task.file.url : task.bundle, error);
        failed += 'file' in task ? 1 : task.files.length;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  if (failed > 0) throw new PackIncompleteError(failed);
}
