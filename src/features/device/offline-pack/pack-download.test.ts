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

/** A browser that holds no file yet (no worker, no visit before). */
const nothingHeld = () => Promise.resolve(undefined);

/** A download from scratch, nothing held and no progress listener, unless the options say otherwise. */
function download(
  cache: PackCache,
  files: readonly PackFile[],
  options: Partial<Parameters<typeof downloadFiles>[0]> = {},
) {
  return downloadFiles({
    cache,
    files,
    alreadyDone: start,
    signal: new AbortController().signal,
    held: nothingHeld,
    onProgress: () => {},
    ...options,
  });
}

describe('pack download', () => {
  it('stores every file with its revision and reports files and bytes', async () => {
    const cache = memoryCache();
    const fetchFile = vi.fn((url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(`body of ${String(url)}`)),
    );
    const progress = vi.fn();
    await download(cache, files, {
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
      download(cache, files, {
        fetchFile: failing,
      }),
    ).rejects.toBeInstanceOf(PackIncompleteError);
    const missing = await missingFiles(cache, files);
    expect(missing.map((file) => file.url)).toEqual(['/images/x.abc123-768.avif']);

    const fetchFile = vi.fn(() => Promise.resolve(new Response('ok')));
    await download(cache, missing, {
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
      download(cache, files.slice(0, 1), {
        fetchFile,
      }),
    ).rejects.toBeInstanceOf(PackIncompleteError);
    expect(cache.urls()).toEqual([]);
  });

  describe('pages in bundles', () => {
    const bundle = '/offline-pack/en.json';
    const pages: PackFile[] = [
      { url: '/', bytes: 500, transferBytes: 20, revision: 'h1', bundle },
      { url: '/team', bytes: 400, transferBytes: 15, revision: 't1', bundle },
    ];
    const page = (revision: string, hash: string, body: string) => ({
      revision,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'self' 'sha256-${hash}'`,
      },
      body,
    });
    const carried = { '/': page('h1', 'home', '<p>home</p>'), '/team': page('t1', 'team', '<p>team</p>') };
    const bundleResponse = (body: unknown) =>
      new Response(JSON.stringify(body), {
        headers: {
          'content-type': 'application/json',
          'content-security-policy': "script-src 'self'",
          'x-content-type-options': 'nosniff',
          etag: '"bundle"',
        },
      });

    it('fetches a bundle once for all its missing pages and stores each as a page with its own policy', async () => {
      const cache = memoryCache();
      const fetchFile = vi.fn((url: RequestInfo | URL) =>
        Promise.resolve(String(url) === bundle ? bundleResponse(carried) : new Response('code')),
      );
      const progress = vi.fn();
      await download(cache, [...pages, files[1]!], {
        alreadyDone: { filesDone: 0, filesTotal: 3, bytesDone: 0, bytesTotal: 95 },
        onProgress: progress,
        fetchFile,
        concurrency: 1,
      });
      // The bundle comes first, once; no page is fetched on its own.
      expect(fetchFile.mock.calls.map(([url]) => url)).toEqual([bundle, '/assets/a.js']);
      const team = (await cache.match('/team'))!;
      expect(await team.text()).toBe('<p>team</p>');
      expect(team.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(team.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-team'");
      expect(team.headers.get('x-content-type-options')).toBe('nosniff');
      expect(team.headers.get('etag')).toBeNull();
      expect(await missingFiles(cache, pages)).toEqual([]);
      expect(progress).toHaveBeenLastCalledWith({
        filesDone: 3,
        filesTotal: 3,
        bytesDone: 95,
        bytesTotal: 95,
      });
    });

    it('moves the bar while a bundle arrives, and never back as its files are stored', async () => {
      const text = JSON.stringify(carried);
      const thirds = [0, 1, 2].map((part) =>
        text.slice((part * text.length) / 3, ((part + 1) * text.length) / 3),
      );
      const streamed = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of thirds) controller.enqueue(new TextEncoder().encode(part));
          controller.close();
        },
      });
      const progress = vi.fn();
      await download(memoryCache(), pages, {
        onProgress: progress,
        alreadyDone: { filesDone: 0, filesTotal: 2, bytesDone: 0, bytesTotal: 35 },
        fetchFile: () => Promise.resolve(new Response(streamed)),
      });
      const reports = progress.mock.calls.map(
        ([report]) => report as { filesDone: number; bytesDone: number },
      );
      // Some bytes shown before any file is stored.
      expect(reports.some((report) => report.filesDone === 0 && report.bytesDone > 0)).toBe(true);
      const bytes = reports.map((report) => report.bytesDone);
      expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
      expect(reports.at(-1)).toEqual({ filesDone: 2, filesTotal: 2, bytesDone: 35, bytesTotal: 35 });
    });

    it("stores a bundle's pages side by side, not each after the one before", async () => {
      const cache = memoryCache();
      const put = cache.put.bind(cache);
      const started: string[] = [];
      const stored: Array<() => void> = [];
      cache.put = (request, response) => {
        started.push(String(request));
        return new Promise((resolve) => stored.push(() => void put(request, response).then(resolve)));
      };
      const done = download(cache, pages, {
        fetchFile: () => Promise.resolve(bundleResponse(carried)),
      });
      await vi.waitFor(() => expect(started).toEqual(['/', '/team']));
      for (const store of stored) store();
      await done;
      expect(cache.urls().sort()).toEqual(['/', '/team']);
    });

    it('a page the bundle carries in another version is left missing and reported', async () => {
      const cache = memoryCache();
      const changed = { ...carried, '/team': { ...carried['/team'], revision: 't2' } };
      await expect(
        download(cache, pages, {
          fetchFile: () => Promise.resolve(bundleResponse(changed)),
        }),
      ).rejects.toEqual(new PackIncompleteError(1));
      expect((await missingFiles(cache, pages)).map((page) => page.url)).toEqual(['/team']);
    });

    it('a bundle that fails or is malformed counts each of its pages as failed, and stores none', async () => {
      for (const answer of [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.resolve(bundleResponse({ '/': { revision: 'h1', body: '<p>home</p>' } })),
      ]) {
        const cache = memoryCache();
        await expect(
          download(cache, pages, {
            fetchFile: answer,
          }),
        ).rejects.toEqual(new PackIncompleteError(2));
        expect(cache.urls()).toEqual([]);
      }
    });
  });

  it('copies a hashed file the browser already holds instead of fetching it; fetches the rest', async () => {
    const cache = memoryCache();
    const fetchFile = vi.fn((_url: RequestInfo | URL) => Promise.resolve(new Response('fetched')));
    await download(cache, files, {
      held: (url) => Promise.resolve(url === '/assets/a.js' ? new Response('held code') : undefined),
      fetchFile,
    });
    expect(await (await cache.match('/assets/a.js'))!.text()).toBe('held code');
    expect(fetchFile.mock.calls.map(([url]) => url).sort()).toEqual(['/images/x.abc123-768.avif', '/team']);
  });
});
