// @vitest-environment node
/**
 * The site server's own surface: the trailing-slash redirect is linear in the path's length, and
 * POST /csp-report writes one line per report with control characters escaped, fields capped and
 * a per-address and total rate limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  createReportLimiter,
  createStaticHandler,
  CSP_REPORT_LIMITS,
  MAX_REPORT_FIELD,
  withErrorAnswer,
  withoutTrailingSeparators,
} from '../../server/static-server.ts';

const root = mkdtempSync(join(tmpdir(), 'site-hardening-'));
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer(withErrorAnswer(createStaticHandler(root)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function send(path: string, init: { method?: string; body?: string; from?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        ...(init.from ? { localAddress: init.from } : {}),
        headers: init.body ? { 'Content-Type': 'application/csp-report' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the trailing-slash redirect', () => {
  it('trims 100,000 trailing separators in one linear pass', () => {
    const path = `/${'/'.repeat(50_000)}x${'/\\'.repeat(50_000)}`;
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) expect(withoutTrailingSeparators(path)).toBe(`/${'/'.repeat(50_000)}x`);
    // Twenty passes; the quadratic regex took seconds for one such path, a loaded machine needs far less.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(withoutTrailingSeparators('/team/')).toBe('/team');
    expect(withoutTrailingSeparators('///')).toBe('');
  });

  it('answers a path of slashes as long as a request line may be with a same-origin 308', async () => {
    const answer = await send(`/${'/'.repeat(15_000)}x/`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/x');
  });
});

describe('POST /csp-report', () => {
  const logged: string[] = [];
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void logged.push(String(line)));
  });
  afterEach(() => {
    logged.length = 0;
  });
  afterAll(() => vi.restoreAllMocks());

  const report = (fields: Record<string, string>) => JSON.stringify({ 'csp-report': fields });

  it('escapes control characters, so a report cannot forge a log line', async () => {
    const answer = await send('/csp-report', {
      method: 'POST',
      from: '127.0.0.11',
      body: report({
        'document-uri': 'http://localhost/\nCSP violation report: effective-directive=FORGED\r\u2028\u202e',
        'effective-directive': 'script-src-elem',
      }),
    });
    expect(answer.status).toBe(204);
    expect(logged).toHaveLength(1);
    const [line = ''] = logged;
    expect(line).not.toMatch(/[\n\r\u2028\u202e]/);
    expect(line).toContain('\\u000aCSP violation report: effective-directive=FORGED\\u000d\\u2028\\u202e');
    expect(line.startsWith('CSP violation report: effective-directive=script-src-elem')).toBe(true);
  });

  it('caps every field', async () => {
    await send('/csp-report', {
      method: 'POST',
      from: '127.0.0.12',
      body: report({ 'blocked-uri': `https://x.example/${'a'.repeat(60_000)}`, 'document-uri': 'http://l/' }),
    });
    const [line = ''] = logged;
    expect(line.length).toBeLessThan(MAX_REPORT_FIELD * 3);
    expect(line).toMatch(/…\(\d+ more\)/);
    await send('/csp-report', { method: 'POST', from: '127.0.0.12', body: `not json ${'b'.repeat(60_000)}` });
    expect(logged[1]?.length).toBeLessThan(500);
  });

  it('logs at most the per-address limit a minute from one address; 429 beyond, another address still logs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORT_LIMITS.perAddress; i += 1) {
      statuses.push(
        (await send('/csp-report', { method: 'POST', from: '127.0.0.13', body: report({ n: String(i) }) }))
          .status,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    const last = await send('/csp-report', { method: 'POST', from: '127.0.0.13', body: report({}) });
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    expect(logged).toHaveLength(CSP_REPORT_LIMITS.perAddress);
    expect((await send('/csp-report', { method: 'POST', from: '127.0.0.14', body: report({}) })).status).toBe(
      204,
    );
  });

  it('caps the total a minute across addresses, and opens again in the next minute', () => {
    const admit = createReportLimiter({ perAddress: 2, total: 3, windowMs: 60_000 });
    const at = 1_000_000;
    expect(['a', 'b', 'c', 'd'].map((address) => admit(address, at).allowed)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(admit('e', at + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(admit('d', at + 60_000).allowed).toBe(true);
  });
});
