import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerEncoding, createBackendProxy } from './backend-proxy';

const ROWS = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({ unit_number: `A${i}`, rooms: 3, status: 'available' })),
);

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

describe('answerEncoding', () => {
  const json = { statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' } };

  it('compresses JSON answers with what the browser accepts, Brotli first', () => {
    expect(answerEncoding('GET', json, 'gzip, deflate, br')).toBe('br');
    expect(answerEncoding('GET', json, 'gzip')).toBe('gzip');
    expect(
      answerEncoding(
        'GET',
        { ...json, headers: { 'content-type': 'application/vnd.pgrst.object+json' } },
        'br',
      ),
    ).toBe('br');
  });

  it('sends everything else as it is', () => {
    expect(answerEncoding('GET', json, undefined)).toBeNull();
    expect(answerEncoding('HEAD', json, 'br')).toBeNull();
    expect(answerEncoding('GET', { ...json, statusCode: 204 }, 'br')).toBeNull();
    expect(
      answerEncoding('GET', { statusCode: 200, headers: { 'content-type': 'text/event-stream' } }, 'br'),
    ).toBeNull();
    expect(
      answerEncoding(
        'GET',
        { statusCode: 200, headers: { ...json.headers, 'content-encoding': 'gzip' } },
        'br',
      ),
    ).toBeNull();
  });
});

describe('the backend proxy', () => {
  const backend = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(ROWS),
      vary: 'Origin',
    });
    res.end(ROWS);
  });
  let site: Server;
  let siteUrl = '';

  beforeAll(async () => {
    const proxy = createBackendProxy(await listen(backend));
    site = createServer((req, res) => {
      if (!proxy(req, res)) res.writeHead(404).end();
    });
    siteUrl = await listen(site);
  });
  afterAll(() => {
    site.close();
    backend.close();
  });

  it('sends the backend’s JSON compressed, the same rows once decompressed', async () => {
    const brotli = await get(`${siteUrl}/supabase/rest/v1/apartments`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(brotli.headers.vary).toBe('Origin, Accept-Encoding');
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(ROWS) / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(ROWS);

    const gzip = await get(`${siteUrl}/supabase/rest/v1/apartments`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ROWS);
  });

  it('sends it as it is to a client that accepts no compression', async () => {
    const plain = await get(`${siteUrl}/supabase/rest/v1/apartments`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ROWS);
  });
});
