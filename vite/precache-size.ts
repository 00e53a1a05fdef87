/**
 * What a first visit downloads for the worker's precache: every precached file, gzip-compressed
 * when the server compresses its type, so the figure is the bytes transferred. The static server
 * sends Brotli to browsers that accept it (server/compressed-body.ts), 10–20 % smaller than
 * gzip: the figure is an upper bound, quick enough to compute on every build. Printed at build time
 * (vite.config.ts) and by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { COMPRESSIBLE_EXTENSIONS } from '../server/compressed-body.ts';

export interface PrecacheSize {
  files: number;
  /** Bytes on disk. */
  rawBytes: number;
  /** Bytes over the wire: text gzipped, images and fonts as they are. */
  transferBytes: number;
}

export function transferSizeOf(file: string): number {
  const body = readFileSync(file);
  return COMPRESSIBLE_EXTENSIONS.has(extname(file)) ? gzipSync(body, { level: 6 }).length : body.length;
}

export function precacheSize(distDir: string, urls: string[]): PrecacheSize {
  let rawBytes = 0;
  let transferBytes = 0;
  for (const url of urls) {
    const file = join(distDir, url.replace(/^\//, ''));
    rawBytes += readFileSync(file).length;
    transferBytes += transferSizeOf(file);
  }
  return { files: urls.length, rawBytes, transferBytes };
}

/** The precache manifest as injected into the built worker: `{"revision":…,"url":"…"}` entries. */
export function precachedUrls(workerSource: string): string[] {
  const entries = workerSource.matchAll(
    /\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}|\{"url":"([^"]+)","revision":(?:"[^"]*"|null)\}/g,
  );
  return [...entries].map((match) => (match[1] ?? match[2])!);
}

export function formatPrecacheSize({ files, rawBytes, transferBytes }: PrecacheSize): string {
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  return `precache: ${files} files, ${mb(transferBytes)} transferred (${mb(rawBytes)} on disk)`;
}
