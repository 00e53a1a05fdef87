// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { startLocalBackend } from '../../supabase/local/backend.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

async function plan(faults: unknown[]): Promise<Response> {
  return fetch(`${t.url}/__test/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
}

function insert(row = validSubmissionRow()) {
  return t.anon.from('contact_submissions').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
}

describe('test hooks', () => {
  it('reset empties submissions and mailbox, brings the provider up and restores the limits', async () => {
    const row = validSubmissionRow();
    await insert(row);
    await t.anon.functions.invoke('send-contact-email', { body: { id: row.id } });
    await t.hooks.setMailProvider({ down: true });
    await t.hooks.setLimit({ scope: 'insert_per_email', maxCount: 1 });
    expect(await t.hooks.rows()).toHaveLength(1);
    expect(await t.hooks.mails()).toHaveLength(1);
    await t.hooks.reset();
    expect(await t.hooks.rows()).toHaveLength(0);
    expect(await t.hooks.mails()).toHaveLength(0);
    // the seed is untouched
    expect((await t.anon.from('apartments').select('we_nr')).data).toHaveLength(15);
    expect(t.backend.mailProvider.down).toBe(false);
    for (let i = 0; i < 2; i++) expect((await insert()).status).toBe(201);
  });

  it('503 twice, then the request goes through: one row', async () => {
    expect(
      (
        await plan([
          { path: '/rest/v1/contact_submissions', method: 'POST', type: 'status', status: 503, times: 2 },
        ])
      ).ok,
    ).toBe(true);
    const row = validSubmissionRow();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await insert(row)).status);
    expect(statuses).toEqual([503, 503, 201]);
    expect(await t.hooks.rows()).toHaveLength(1);
  });

  it('a status fault carries its message, shaped like a PostgREST error', async () => {
    await plan([
      { path: '/rest/v1/contact_submissions', type: 'status', status: 500, message: 'Database is on fire' },
    ]);
    const { error, status } = await insert();
    expect(status).toBe(500);
    expect(error).toMatchObject({ message: 'Database is on fire' });
    expect(await t.hooks.rows()).toHaveLength(0);
  });

  it('lose-response: the insert commits but the client gets no answer; the retry adds nothing', async () => {
    await plan([{ path: '/rest/v1/contact_submissions', type: 'lose-response' }]);
    const row = validSubmissionRow();
    const lost = await insert(row);
    expect(lost.status).toBe(0); // supabase-js reports the network failure
    expect(lost.error?.message).toMatch(/fetch failed|socket|terminated|other side closed/i);
    expect(await t.hooks.rows()).toHaveLength(1);
    const retry = await insert(row);
    expect(retry.status).toBe(201);
    expect(await t.hooks.rows()).toHaveLength(1);
  });

  it('drop: the connection is cut before anything is stored', async () => {
    await plan([{ path: '/rest/v1/contact_submissions', type: 'drop' }]);
    await expect(
      t.request('/rest/v1/contact_submissions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validSubmissionRow()),
      }),
    ).rejects.toThrow();
    expect(await t.hooks.rows()).toHaveLength(0);
  });

  it('delay: the request is answered late, then normally', async () => {
    await plan([{ path: '/functions/v1/send-contact-email', type: 'delay', delayMs: 300 }]);
    const row = validSubmissionRow();
    await insert(row);
    const started = performance.now();
    const { error } = await t.anon.functions.invoke('send-contact-email', { body: { id: row.id } });
    expect(error).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('faults only match their path and method, skip preflights, and can be listed and cleared', async () => {
    await plan([
      { path: '/functions/v1/send-contact-email', type: 'status', status: 502, times: 3 },
      { path: '/rest/v1/contact_submissions', method: 'DELETE', type: 'status', status: 504 },
    ]);
    expect((await insert()).status).toBe(201);
    const preflight = await fetch(`${t.url}/functions/v1/send-contact-email`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(preflight.ok).toBe(true);
    const fn = await t.request('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(fn.status).toBe(502);
    expect(await fn.json()).toMatchObject({ code: 'LOCAL_FAULT' });
    const listed = (await (await fetch(`${t.url}/__test/faults`)).json()) as {
      faults: Array<{ times: number }>;
    };
    expect(listed.faults.map((fault) => fault.times)).toEqual([2, 1]);
    await fetch(`${t.url}/__test/faults`, { method: 'DELETE' });
    const cleared = await t.request('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(cleared.status).toBe(400);
  });

  it('a fault with bodyIncludes hits only the requests of that message', async () => {
    await plan([
      {
        path: '/rest/v1/contact_submissions',
        method: 'POST',
        type: 'status',
        status: 503,
        bodyIncludes: '"ana@example.com"',
      },
    ]);
    // Another message (even one whose address ends the same) passes untouched.
    expect((await insert(validSubmissionRow({ email: 'x.ana@example.com' }))).status).toBe(201);
    const ana = validSubmissionRow({ email: 'ana@example.com' });
    expect((await insert(ana)).status).toBe(503);
    expect((await insert(ana)).status).toBe(201);
    expect((await t.hooks.rows()).map((row) => row.email)).toEqual(['x.ana@example.com', 'ana@example.com']);
  });

  it('contact-submissions/wait answers when the row of that address arrives, or null at the timeout', async () => {
    const wait = (email: string, timeoutMs: number) =>
      fetch(
        `${t.url}/__test/contact-submissions/wait?email=${encodeURIComponent(email)}&timeoutMs=${timeoutMs}`,
      ).then((response) => response.json() as Promise<{ storedAt: number | null }>);
    const waiting = wait('late@example.com', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const insertedAt = Date.now();
    await insert(validSubmissionRow({ email: 'late@example.com' }));
    const { storedAt } = await waiting;
    expect(storedAt).toBeGreaterThanOrEqual(insertedAt);
    expect(storedAt! - insertedAt).toBeLessThan(400); // woken by the write, not by the 500 ms recheck
    // Already there: answered at once.
    expect((await wait('late@example.com', 0)).storedAt).toEqual(expect.any(Number));
    expect(await wait('never@example.com', 50)).toEqual({ storedAt: null });
  });

  it('rejects a malformed fault plan', async () => {
    const response = await plan([{ path: 'no-slash', type: 'explode' }]);
    expect(response.status).toBe(400);
  });

  it('are absent unless enabled', async () => {
    const plain = await startLocalBackend({ port: 0, dataDir: ':memory:' });
    try {
      expect((await fetch(`${plain.url}/__test/mailbox`)).status).toBe(404);
      expect((await fetch(`${plain.url}/__test/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${plain.url}/health`)).status).toBe(200);
    } finally {
      await plain.close();
    }
  }, 30_000);
});
