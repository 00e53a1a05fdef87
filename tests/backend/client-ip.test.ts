// @vitest-environment node
/**
 * The client IP is the one the gateway saw (contact_client_ip, one setting), never what the client writes:
 * a forged X-Forwarded-For or cf-connecting-ip is still limited. Through the site's /supabase proxy every
 * visitor is their own address; the proxy refuses the service role key and /supabase/health names no file.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBackendProxy } from '../../server/backend-proxy.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

// Its rows carry no challenge solution: with the challenge required they would be spam, never mailed.
const t = useTestBackend({}, { challengeRequired: false });
const forged = (n: number) => ({
  'X-Forwarded-For': `203.0.113.${n}`,
  'CF-Connecting-IP': `198.51.100.${n}`,
  'X-Real-IP': `192.0.2.${n}`,
  'Sb-Forwarded-For': `192.0.2.${n}`,
  'X-Local-Backend-Proxy': 'a guess',
});

const insertForged = (n: number) =>
  t.request('/rest/v1/contact_submissions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...forged(n) },
    body: JSON.stringify(validSubmissionRow({ email: `visitor${n}@example.com` })),
  });

const asOwner = <R>(sql: string, params: string[] = []) =>
  t.backend.db.query<R>(sql, params, null).then((result) => result.rows);

describe('the client IP of a direct request', () => {
  it('a forged X-Forwarded-For, cf-connecting-ip or proxy token is still limited', async () => {
    await t.hooks.setLimit({ scope: 'insert_per_ip', maxCount: 2 });
    const statuses = [];
    for (const n of [1, 2, 3]) statuses.push((await insertForged(n)).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await t.hooks.rows()).map((row) => row.client_ip)).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('the function’s limit reads the same address', async () => {
    const row = validSubmissionRow();
    await t.anon.from('contact_submissions').insert(row);
    await t.hooks.setLimit({ scope: 'notify_per_ip', maxCount: 2 });
    const statuses = [];
    for (const n of [1, 2, 3]) {
      const response = await t.request('/functions/v1/send-contact-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...forged(n) },
        body: JSON.stringify({ id: row.id }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 202, 429]);
  });

  it('one setting chooses the header; its rightmost element counts, IPv6 per /64, garbage as one bucket', async () => {
    const ip = async (headers: Record<string, string>) =>
      (
        await asOwner<{ ip: string }>('select public.contact_client_ip($1::json) as ip', [
          JSON.stringify(headers),
        ])
      )[0]?.ip;
    expect(await ip({ 'cf-connecting-ip': '198.51.100.7', 'x-forwarded-for': '203.0.113.1, 10.0.0.1' })).toBe(
      '198.51.100.7',
    );
    expect(await ip({ 'cf-connecting-ip': '2001:db8:aa:bb:1:2:3:4' })).toBe('2001:db8:aa:bb::/64');
    expect(await ip({ 'cf-connecting-ip': 'not an address' })).toBe('unknown');
    expect(await ip({})).toBe('unknown');
    await asOwner(
      `update public.contact_settings set value = 'x-forwarded-for' where key = 'client_ip_header'`,
    );
    expect(await ip({ 'cf-connecting-ip': '198.51.100.7', 'x-forwarded-for': '203.0.113.1, 10.0.0.1' })).toBe(
      '10.0.0.1',
    );
    // The local gateway appends the socket address: the rightmost hop is not the client's to choose.
    expect((await insertForged(4)).status).toBe(201);
    expect((await t.hooks.rows()).map((row) => row.client_ip)).toEqual(['127.0.0.1']);
    await expect(
      asOwner(`update public.contact_settings set value = 'X Forwarded' where key = 'client_ip_header'`),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('through the site’s /supabase proxy', () => {
  let site: Server;
  let port = 0;
  beforeAll(async () => {
    const proxy = createBackendProxy(t.url, { proxyToken: t.backend.proxyToken });
    site = createServer((req, res) => {
      if (!proxy(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  /** A request from the local address `from` (any of 127.0.0.0/8 is this machine). */
  function send(
    from: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string },
  ) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          path,
          method: init.method ?? 'GET',
          headers: init.headers,
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });
  }

  const insertFrom = (from: string, n: number) =>
    send(from, '/supabase/rest/v1/contact_submissions', {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'Content-Type': 'application/json',
        ...forged(n),
      },
      body: JSON.stringify(validSubmissionRow({ email: `proxied${n}@example.com` })),
    });

  it('two local visitors are two addresses, and a forged header changes neither', async () => {
    await t.hooks.setLimit({ scope: 'insert_per_ip', maxCount: 1 });
    expect((await insertFrom('127.0.0.2', 1)).status).toBe(201);
    expect((await insertFrom('127.0.0.2', 2)).status).toBe(429);
    expect((await insertFrom('127.0.0.3', 3)).status).toBe(201);
    expect((await t.hooks.rows()).map((row) => row.client_ip)).toEqual(['127.0.0.2', '127.0.0.3']);
  });

  it('refuses the service role key, as API key or bearer token', async () => {
    const read = (headers: Record<string, string>) =>
      send('127.0.0.1', '/supabase/rest/v1/contact_submissions?select=*', { headers });
    expect((await read({ apikey: LOCAL_SERVICE_ROLE_KEY })).status).toBe(403);
    const bearer = await read({ apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` });
    expect(bearer).toMatchObject({ status: 403, body: expect.stringContaining('SERVICE_ROLE_REFUSED') });
    expect((await read({ apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` })).status).toBe(
      401,
    );
  });

  it('answers /supabase/health without a file path', async () => {
    const health = await send('127.0.0.1', '/supabase/health', {});
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true, database: 'PGlite (in memory)' });
  });
});
