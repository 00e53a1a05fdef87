import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { measureResponseBytes, paintedPart } from './first-round-trip';

const painted = `<!doctype html><html><head><title>Grabbeallee 68</title></head><body>${'<p>Pankow</p>'.repeat(40)}`;
const html = `${painted}<script>self.state=1</script><script src="/loader.js" async></script></body></html>`;
const page = brotliCompressSync(Buffer.from(html));

let server: Server;
let port: number;
/** Bytes the server wrote to the socket for its last answer. */
let lastWritten = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const br = req.headers['accept-encoding'] === 'br';
    const body = br ? page : Buffer.from('plain');
    // With its length given, as the site's server does, the body is sent without chunk framing.
    res.writeHead(200, {
      'Content-Length': body.length,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'self'",
      ...(br ? { 'Content-Encoding': 'br' } : {}),
    });
    const socket = res.socket!;
    const before = socket.bytesWritten;
    res.on('finish', () => (lastWritten = socket.bytesWritten - before));
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('measureResponseBytes', () => {
  it('counts the status line, headers and compressed body as they travel', async () => {
    const measured = await measureResponseBytes(`http://127.0.0.1:${port}/`);
    expect(measured.status).toBe(200);
    expect(measured.body).toBe(page.length);
    expect(measured.headers + measured.body).toBe(lastWritten);
    expect(measured.paintedBody).toBe(brotliCompressSync(Buffer.from(painted)).length);
  });
});

describe('paintedPart', () => {
  it('ends before the scripts that close the body, and keeps scripts amid the page', () => {
    expect(paintedPart(html)).toBe(painted);
    const inside = '<html><body><script>a()</script><main></main></body></html>';
    expect(paintedPart(inside)).toBe(inside);
  });
});
