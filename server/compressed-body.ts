/**
 * Compressed bodies for the static server: Brotli (quality 11) where the browser accepts it, else
 * gzip (level 9). A text file is compressed once per build and kept in memory, keyed by its path,
 * size and modification time, so a rebuild under a running server is compressed anew.
 *
 * Brotli at its best quality: a page is compressed once and sent many times, and Brotli keeps the
 * home page's HTML inside TCP's first window, where gzip does not. It runs on libuv's thread pool.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The file types sent compressed (text); images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send for an Accept-Encoding header: Brotli before gzip, whatever the order, and
 * never one the browser refused with `q=0`. Null: send the file as it is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Bodies above this size are compressed fast: the offline pack's bundles (lib/offline-pack/pack-bundle.ts). */
const LARGE_BODY = 1_000_000;

/**
 * Brotli's settings for a body: the best quality for pages and code; for a large body a fast one with
 * a window that spans it, since quality 11 takes seconds there and gains little over the long window.
 */
export function brotliParams(length: number): Record<number, number> {
  const large = length > LARGE_BODY;
  return {
    [constants.BROTLI_PARAM_QUALITY]: large ? 5 : constants.BROTLI_MAX_QUALITY,
    ...(large ? { [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS } : {}),
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
  };
}

function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: brotliParams(body.length) })
    : gzipAsync(body, { level: 9 });
}

export interface FileVersion {
  path: string;
  size: number;
  mtimeMs: number;
}

/** At most this many compressed files are kept (a build has about 300 text files). */
const MAX_ENTRIES = 2000;

/**
 * Compressed bodies by file and encoding, one version of each file (a newer build replaces the
 * older body); the least recently added goes first when the cache is full.
 */
export function createCompressionCache(maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, { version: string; body: Promise<Buffer> }>();
  return (file: FileVersion, encoding: ContentEncoding, read: () => Promise<Buffer>): Promise<Buffer> => {
    const key = `${encoding} ${file.path}`;
    const version = `${file.size} ${file.mtimeMs}`;
    const cached = entries.get(key);
    if (cached?.version === version) return cached.body;
    const body = read().then((raw) => compress(raw, encoding));
    entries.delete(key);
    entries.set(key, { version, body });
    // A failed read is not kept: the next request tries again.
    body.catch(() => {
      if (entries.get(key)?.body === body) entries.delete(key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return body;
  };
}
