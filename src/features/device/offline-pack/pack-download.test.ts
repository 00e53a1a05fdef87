// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import type { PackFile } from '@/lib/offline-pack/pack-list';
import { PACK_REQUEST_HEADER, PACK_REVISION_HEADER } from '@/lib/offline-pack/pack-request';

import { downloadFiles, missingFiles, PackIncompleteError, type PackCache } from './pack-download';

/** A Cache of Responses by URL, enough for the downloader. */
function memoryCache(): PackCache & { urls: () => string[] } {
  const entries = new Map<string, Response>();
  const key = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request), location.origin).href;
  return {
    match: (request) => Promise.resolve(entries.get(key(request))?.clone()),
    put: (request, response) => {
      entries.set(key(request), response);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
    delete: (request) => Promise.resolve(entries.delete(key(request))),
    urls: () => [...entries.keys()].map((url) => new URL(url).pathname),
  } as PackCache & { urls: () => string[] };
}

const files: PackFile[] = [
  { url: '/team', bytes: 100, transferBytes: 30, revision: 'r1' },
  { url: '/assets/a.js', bytes: 200, transferBytes: 60, revision: null },
  { url: '/images/x.abc123-768.avif', bytes: 300, transferBytes: 300, revision: null },
];
const start = { filesDone: 0, filesTotal: 3, bytesDone: 0, bytesTotal: 390 };

describe('pack download', () => {
  it('stores every file with its revision and reports files and bytes', async () => {
    const cache = memoryCache();
    const fetchFile = vi.fn((url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(`body of ${String(url)}`)),
    );
    const progress = vi.fn();
    await downloadFiles({
      cache,
      files,
      alreadyDone: start,
      signal: new AbortController().signal,
      onProgress: progress,
      fetchFile,
    });
    expect(cache.urls().sort()).toEqual(['/assets/a.js', '/images/x.abc123-768.avif', '/team']);
    expect((await cache.match('/team'))?.headers.get(PACK_REVISION_HEADER)).toBe('r1');
    expect(progress).toHaveBeenLastCalledWith({
      filesDone: 3,
      filesTotal: 3,
      bytesDone: 390,
      bytesTotal: 390,
    });
    const kinds = fetchFile.mock.calls.map(([url, init]) => [
      url,
      (init?.headers as Record<string, string>)[PACK_REQUEST_HEADER],
    ]);
    expect(kinds).toContainEqual(['/team', 'fresh']);
    expect(kinds).toContainEqual(['/assets/a.js', 'immutable']);
    expect(await missingFiles(cache, files)).toEqual([]);
  });

  it('goes on past a failed file, then reports it; the next run fetches only what is missing', async () => {
    const cache = memoryCache();
    const failing = vi.fn((url: RequestInfo | URL) =>
      String(url).startsWith('/images/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response('ok')),
    );
    await expect(
      downloadFiles({
        cache,
        files,
        alreadyDone: start,
        signal: new AbortController().signal,
        onProgress: () => {},
        fetchFile: failing,
      }),
    ).rejects.toBeInstanceOf(PackIncompleteError);
    const missing = await missingFiles(cache, files);
    expect(missing.map((file) => file.url)).toEqual(['/images/x.abc123-768.avif']);

    const fetchFile = vi.fn(() => Promise.resolve(new Response('ok')));
    await downloadFiles({
      cache,
      files: missing,
      alreadyDone: start,
      signal: new AbortController().signal,
      onProgress: () => {},
      fetchFile,
    });
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('counts a page stored at another revision as missing (an update)', async () => {
    const cache = memoryCache();
    await cache.put('/team', new Response('old', { headers: { [PACK_REVISION_HEADER]: 'r0' } }));
    await cache.put('/assets/a.js', new Response('same'));
    expect((await missingFiles(cache, files)).map((file) => file.url)).toEqual([
      '/team',
      '/images/x.abc123-768.avif',
    ]);
  });

  it('an error status counts as a failed file, never as a saved one', async () => {
    const cache = memoryCache();
    const fetchFile = () => Promise.resolve(new Response('gone', { status: 404 }));
    await expect(
      downloadFiles({
        cache,
        files: files.slice(0, 1),
        alreadyDone: start,
        signal: new AbortController().signal,
        onProgress: () => {},
        fetchFile,
      }),
    ).rejects.toBeInstanceOf(PackIncompleteError);
    expect(cache.urls()).toEqual([]);
  });
});
