// @vitest-environment node
import { mkdir, mkdtemp, rm, truncate, unlink, writeFile } from 'node:fs/promises';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SITE_HEADERS_FILE, type SiteHeaders } from '../src/site-map/site-headers';
import { resolveRequest, startStaticServer } from './static-server';

let root: string;
let server: Server;
let base: string;

const siteHeaders: SiteHeaders = {
  backend: 'local',
  security: {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': "script-src 'self'; report-uri /csp-report",
  },
  pagePolicies: {
    'de/team.html': "script-src 'self' 'sha256-de-team'; report-uri /csp-report",
    'de/404.html': "script-src 'self' 'sha256-de-404'; report-uri /csp-report",
  },
  staticHostPolicy: "script-src 'self' 'unsafe-inline'",
  https: { 'Strict-Transport-Security': 'max-age=1' },
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(root, 'de/projects'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, 'images'), { recursive: true });
  await mkdir(join(root, '.vite'), { recursive: true });
  for (const file of [
    'index.html',
    'de.html',
    'team.html',
    'de/team.html',
    '404.html',
    'de/404.html',
    'assets/a.js',
    'images/hero.1a2b3c-480.avif',
    'de/projects/grabbeallee-68.html',
    '.vite/manifest.json',
    '_headers',
  ]) {
    await writeFile(join(root, file), file);
  }
  await writeFile(join(root, SITE_HEADERS_FILE), JSON.stringify(siteHeaders));
  server = await startStaticServer({ root, port: 0 });
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

describe('resolveRequest', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/de', 'de.html', 200],
    ['/team', 'team.html', 200],
    ['/de/team', 'de/team.html', 200],
    ['/de/projects/grabbeallee-68', 'de/projects/grabbeallee-68.html', 200],
    ['/assets/a.js', 'assets/a.js', 200],
    ['/nothing', '404.html', 404],
    ['/de/nothing', 'de/404.html', 404],
    // The service worker precaches pages by their file names.
    ['/team.html', 'team.html', 200],
    ['/../../etc/passwd', '404.html', 404],
    // Only the public build: not the manifest or the header rules, not the hosting config.
    ['/.vite/manifest.json', '404.html', 404],
    ['/de/../.vite/manifest.json', 'de/404.html', 404],
    ['/_headers', '404.html', 404],
  ])('%s -> %s (%i)', async (path, file, status) => {
    const resolved = await resolveRequest(root, path);
    expect(resolved).toEqual({ file: join(root, file), status });
  });
});

const fetchRaw = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers });

describe('static server', () => {
  it('answers a malformed URL with 400 and no stack trace', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/team%00.html']) {
      const response = await fetchRaw(path);
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toBe('Bad Request');
    }
    expect((await fetchRaw('/team')).status).toBe(200); // and keeps serving
  });

  it.each([
    ['//evil.example/', '/evil.example'],
    ['/.//evil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/', '/evil.example'],
    ['/%5C%5Cevil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['/team/?lang=de', '/team?lang=de'],
  ])('redirects %s to the same-origin path %s', async (path, location) => {
    // fetch() would normalise the URL; send the raw request target.
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: 'localhost', port: new URL(base).port, path }, resolve).on('error', reject),
    );
    response.resume();
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(location);
    expect(new URL(response.headers.location!, base).origin).toBe(base);
  });

  it('sends ETags and answers 304 when the page has not changed', async () => {
    const first = await fetchRaw('/team');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetchRaw('/team', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('caches every hashed file as immutable', async () => {
    for (const path of ['/assets/a.js', '/images/hero.1a2b3c-480.avif']) {
      expect((await fetchRaw(path)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("sends the build's security headers on every answer: pages, files, 404, 405, 400 and redirects", async () => {
    const answers = await Promise.all([
      fetchRaw('/team'),
      fetchRaw('/assets/a.js'),
      fetchRaw('/images/hero.1a2b3c-480.avif'),
      fetchRaw('/nothing'),
      fetch(`${base}/team`, { method: 'DELETE' }),
      fetchRaw('/%E0%A4%A'),
      fetch(`${base}/team/`, { redirect: 'manual' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 405, 400, 308]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(
        siteHeaders.security['Content-Security-Policy'],
      );
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      // Only the hosted site is served over HTTPS.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("sends a page's own policy with that page, the 404 page's with every unknown path of its language", async () => {
    const policy = async (path: string) => (await fetchRaw(path)).headers.get('content-security-policy');
    expect(await policy('/de/team')).toBe(siteHeaders.pagePolicies['de/team.html']);
    expect(await policy('/de/team.html')).toBe(siteHeaders.pagePolicies['de/team.html']);
    expect(await policy('/de/nothing')).toBe(siteHeaders.pagePolicies['de/404.html']);
  });

  it('logs a CSP violation report in one line and answers 204; other methods there 405', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((line: string) => logged.push(line));
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost/team',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    const answer = await fetch(`${base}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    spy.mockRestore();
    expect(answer.status).toBe(204);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logged).toEqual([
      'CSP violation report: effective-directive=script-src-elem blocked-uri=inline document-uri=http://localhost/team',
    ]);
    expect((await fetchRaw('/csp-report')).status).toBe(405);
  });

  it('sends the new rules after a rebuild under the running server', async () => {
    const rebuilt = {
      ...siteHeaders,
      security: { 'Content-Security-Policy': "script-src 'self' 'rebuilt'" },
    };
    await writeFile(join(root, SITE_HEADERS_FILE), JSON.stringify(rebuilt));
    await new Promise((resolve) => setTimeout(resolve, 20)); // a new modification time
    expect((await fetchRaw('/team')).headers.get('content-security-policy')).toBe(
      "script-src 'self' 'rebuilt'",
    );
    await writeFile(join(root, SITE_HEADERS_FILE), JSON.stringify(siteHeaders));
  });

  it('sends text Brotli-compressed when the browser accepts it, gzip or plain otherwise', async () => {
    const html = '<main>Grabbeallee 68</main>'.repeat(100);
    await writeFile(join(root, 'past-projects.html'), html);
    // fetch() would decode the body: read the bytes as they come.
    const br = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      get(`${base}/past-projects`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await fetchRaw('/past-projects', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(html);
    const plain = await fetchRaw('/past-projects', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    // An image is never compressed.
    const image = await fetchRaw('/images/hero.1a2b3c-480.avif', { 'Accept-Encoding': 'br' });
    expect(image.headers.get('content-encoding')).toBeNull();
  });

  it('survives a file that is removed or cut short while it is streamed', async () => {
    const big = join(root, 'assets/big.bin');
    await writeFile(big, Buffer.alloc(8 * 1024 * 1024, 1));
    let removed: Promise<void> = Promise.resolve();
    const received = await new Promise<number>((resolve) => {
      get(`${base}/assets/big.bin`, (response) => {
        let bytes = 0;
        response.once('data', () => {
          removed = truncate(big, 1024).then(() => unlink(big));
        });
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', () => resolve(bytes));
        response.on('aborted', () => resolve(bytes));
      }).on('error', () => resolve(-1));
    });
    expect(received).toBeLessThan(8 * 1024 * 1024 + 1);
    // The answer may have ended before the file was gone (a fast machine streams it whole).
    await removed;
    expect((await fetchRaw('/assets/big.bin')).status).toBe(404); // gone now
    expect((await fetchRaw('/team')).status).toBe(200); // the server is still up
  });
});
