// @vitest-environment node
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { brotliParams, createCompressionCache, negotiateEncoding } from './compressed-body';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compression cache', () => {
  const page = Buffer.from('<p>Grabbeallee 68</p>'.repeat(200));
  const version = { path: '/dist/index.html', size: page.length, mtimeMs: 1 };

  it('compresses a file once per version and encoding', async () => {
    const cache = createCompressionCache();
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(page);
    };
    const br = await cache(version, 'br', read);
    expect(brotliDecompressSync(br)).toEqual(page);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(await cache(version, 'br', read)).toBe(br);
    expect(gunzipSync(await cache(version, 'gzip', read))).toEqual(page);
    expect(reads).toBe(2);
    // A rebuild (new modification time) is read and compressed anew.
    await cache({ ...version, mtimeMs: 2 }, 'br', read);
    expect(reads).toBe(3);
  });

  it('compresses pages at the best quality and a large bundle fast, with the longest window browsers decode', () => {
    expect(brotliParams(page.length)).toMatchObject({
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    });
    expect(brotliParams(6_000_000)).toMatchObject({
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
    });
  });

  it('forgets a failed read', async () => {
    const cache = createCompressionCache();
    await expect(cache(version, 'br', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(brotliDecompressSync(await cache(version, 'br', () => Promise.resolve(page)))).toEqual(page);
  });

  it('keeps at most the given number of files', async () => {
    const cache = createCompressionCache(2);
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(page);
    };
    for (const path of ['/a', '/b', '/c', '/a']) await cache({ ...version, path }, 'br', read);
    expect(reads).toBe(4); // '/a' was dropped when '/c' came in
  });
});
