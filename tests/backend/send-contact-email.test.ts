// @vitest-environment node
/**
 * The e-mail to sales is owned by the server: the function mails a stored row (by id only), the sweep
 * retries every row not yet notified, and every row gets exactly one mail. Runs on the local backend,
 * whose function is the deployed handler over the same SQL functions, and whose mail provider answers
 * idempotency keys as Resend does (supabase/local/mail-provider.ts). The cases without a database run
 * under Node and Deno (function-cases.ts).
 */
import { describe, expect, it } from 'vitest';

import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { useTestBackend, validSubmissionRow, type TestBackend } from './helpers/test-backend.ts';

const json = { 'Content-Type': 'application/json' };

/** Stores a valid row as a visitor would, and calls the function as the browser or the sweep does. */
function contactCalls(t: TestBackend) {
  return {
    async insert(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
      const row = validSubmissionRow(overrides);
      const { error } = await t.anon
        .from('contact_submissions')
        .upsert(row, { onConflict: 'id', ignoreDuplicates: true });
      expect(error).toBeNull();
      return row;
    },
    notify: (body: unknown, key?: string) =>
      t.request('/functions/v1/send-contact-email', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
        ...(key ? { key } : {}),
      }),
  };
}

describe('send-contact-email on the local backend', () => {
  // The hosted mail timeout: a short one would time out sends of a busy machine and fail the retry tests.
  const t = useTestBackend({}, { challengeRequired: false });
  const { insert, notify } = contactCalls(t);

  it('builds the mail from the stored row, whatever else the request says', async () => {
    const row = await insert({
      message: 'Bitte das Exposé für 1.2.3.',
      altcha_payload: await t.solvedPayload(),
    });
    const response = await notify({
      id: row.id,
      name: 'Phisher',
      email: 'victim@example.com',
      message: 'Click here',
    });
    expect(response.status).toBe(200);
    const [mail, ...more] = await t.hooks.mails();
    expect(more).toEqual([]);
    const [stored] = await t.hooks.rows();
    expect(mail).toMatchObject({
      idempotencyKey: row.id,
      to: 'sales@grabbeallee-68.local',
      replyTo: 'juergen@example.com',
      subject: "Contact request (3 Rooms) from Jürgen O'Brien-Müller",
    });
    expect(mail?.text).toContain('Bitte das Exposé für 1.2.3.');
    expect(mail?.text).toContain(`Received:        ${new Date(stored?.created_at ?? '').toISOString()}`);
    expect(mail?.text).not.toContain('Click here');
    expect(stored).toMatchObject({
      notify_status: 'sent',
      notify_attempts: 1,
      notified_at: expect.any(String),
    });
  });

  it('answers 404 for an id without a row and sends nothing; 400 for a body that is not an id', async () => {
    expect((await notify({ id: crypto.randomUUID() })).status).toBe(404);
    expect((await notify({ name: 'x', email: 'a@b.de' })).status).toBe(400);
    expect((await notify({ id: 'not-a-uuid' })).status).toBe(400);
    expect(await t.hooks.mails()).toEqual([]);
  });

  it('mails a row once, however often it is called', async () => {
    const row = await insert();
    const answers = await Promise.all([
      notify({ id: row.id }),
      notify({ id: row.id }),
      notify({ id: row.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202, 202]);
    await t.backend.sweep(new Date(Date.now() + 60 * 60_000));
    expect(await t.hooks.mails()).toHaveLength(1);
  });

  it('provider down for 10 minutes, then up: exactly one mail per row, sent by the sweep', async () => {
    const rows = [
      await insert(),
      await insert({ email: 'b@example.com' }),
      await insert({ email: 'c@example.com' }),
    ];
    await t.hooks.setMailProvider({ down: true });
    for (const row of rows) expect((await notify({ id: row.id })).status).toBe(202); // the browser's call fails: nothing lost
    const start = Date.now();
    // The sweep runs every 15 s of (simulated) time for 10 minutes; every due row is tried and fails.
    for (let second = 15; second <= 600; second += 15) await t.backend.sweep(new Date(start + second * 1000));
    const waiting = await t.hooks.rows();
    expect(waiting.map((row) => row.notify_status)).toEqual(['pending', 'pending', 'pending']);
    expect(waiting.every((row) => row.notify_attempts >= 5 && /503/.test(row.notify_error ?? ''))).toBe(true);
    expect(await t.hooks.mails()).toEqual([]);

    await t.hooks.setMailProvider({ down: false });
    for (let second = 615; second <= 1800; second += 15)
      await t.backend.sweep(new Date(start + second * 1000));
    const mails = await t.hooks.mails();
    expect(mails.map((mail) => mail.idempotencyKey).sort()).toEqual(rows.map((row) => row.id).sort());
    expect((await t.hooks.rows()).map((row) => row.notify_status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('a key already used for a different mail fails the row at once, visibly, and is not retried', async () => {
    const row = await insert();
    // The provider holds another mail under this row's key (e.g. sent by a build with another template).
    await t.backend.db.query(
      `insert into local_backend.mailbox (idempotency_key, to_address, subject, text_body, payload_sha256)
       values ($1, 'x', 'x', 'x', 'another payload')`,
      [`contact-submission/${row.id as string}`],
      null,
    );
    expect((await notify({ id: row.id })).status).toBe(202);
    const [failed] = await t.hooks.rows();
    expect(failed).toMatchObject({
      notify_status: 'failed',
      notify_attempts: 1,
      notify_error: expect.stringContaining('invalid_idempotent_request'),
    });
    expect(await t.backend.sweep(new Date(Date.now() + 2 * 60 * 60_000))).toMatchObject({ claimed: 0 });
  });

  it('marks a row failed after 10 attempts, retries it hourly for three days, then leaves it failed', async () => {
    await insert();
    await insert({ email: 'late@example.com' });
    await t.hooks.setMailProvider({ down: true });
    const start = Date.now();
    // Attempts back off 10 s, 20 s … 10 min: the tenth, at about 45 minutes, fails the row.
    for (let minute = 1; minute <= 60; minute++) await t.backend.sweep(new Date(start + minute * 60_000));
    expect((await t.hooks.rows()).map((row) => [row.notify_status, row.notify_attempts])).toEqual([
      ['failed', 10],
      ['failed', 10],
    ]);
    // Hourly: one more attempt per hour each, none in between.
    await t.backend.sweep(new Date(start + 150 * 60_000));
    await t.backend.sweep(new Date(start + 160 * 60_000));
    expect((await t.hooks.rows()).map((row) => row.notify_attempts)).toEqual([11, 11]);
    // The provider is back on the second day: the next hourly attempt mails both, once.
    await t.hooks.setMailProvider({ down: false });
    await t.backend.sweep(new Date(start + 30 * 60 * 60_000));
    expect((await t.hooks.rows()).map((row) => row.notify_status)).toEqual(['sent', 'sent']);
    expect(await t.hooks.mails()).toHaveLength(2);
  });

  it('stops retrying a failed row three days after it was stored', async () => {
    await insert();
    await t.hooks.setMailProvider({ down: true });
    const start = Date.now();
    for (let hour = 1; hour <= 80; hour++) await t.backend.sweep(new Date(start + hour * 60 * 60_000));
    const [row] = await t.hooks.rows();
    expect(row?.notify_status).toBe('failed');
    expect(row?.notify_attempts).toBeLessThanOrEqual(75);
    await t.hooks.setMailProvider({ down: false });
    expect(await t.backend.sweep(new Date(start + 100 * 60 * 60_000))).toMatchObject({ claimed: 0 });
    expect(await t.hooks.mails()).toEqual([]);
  });

  it('never mails a row stored as spam', async () => {
    const row = await insert({ honeypot: 'filled by a bot' });
    expect((await notify({ id: row.id })).status).toBe(202);
    await t.backend.sweep(new Date(Date.now() + 60_000));
    expect(await t.hooks.mails()).toEqual([]);
    expect((await t.hooks.rows())[0]).toMatchObject({ notify_status: 'spam' });
  });

  it('answers 429 with Retry-After after 10 calls per IP in 10 minutes; the service role is not limited', async () => {
    const row = await insert();
    for (let i = 0; i < 10; i++) expect([200, 202]).toContain((await notify({ id: row.id })).status);
    const limited = await notify({ id: row.id });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await notify({ id: row.id }, LOCAL_SERVICE_ROLE_KEY)).status).toBe(202);
  });

  it('lets only the service role sweep', async () => {
    expect((await notify({ sweep: true })).status).toBe(401);
    await insert();
    const swept = await notify({ sweep: true }, LOCAL_SERVICE_ROLE_KEY);
    expect(await swept.json()).toEqual({ claimed: 1, sent: 1, failed: 0 });
  });

  it('requires an API key, like the hosted gateway (verify_jwt)', async () => {
    const response = await t.request('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id: crypto.randomUUID() }),
      key: null,
    });
    expect(response.status).toBe(401);
  });
});

describe('send-contact-email with a provider slower than the mail timeout', () => {
  // A short mail timeout, so that the slow provider times out within the test (the hosted one is longer, within the lease).
  const t = useTestBackend({ mailTimeoutMs: 300 }, { challengeRequired: false });
  const { insert, notify } = contactCalls(t);

  it('provider timeout, then its 409 for a concurrent request, then its replay: one mail, sent', async () => {
    const row = await insert();
    // Each send takes the provider longer than the mail timeout: the function gives up, the provider carries on.
    await t.hooks.setMailProvider({ down: false, delayMs: 2500 });
    const start = Date.now();
    expect((await notify({ id: row.id })).status).toBe(202);
    expect((await t.hooks.rows())[0]).toMatchObject({
      notify_status: 'pending',
      notify_error: 'Email API did not answer within 300 ms',
    });
    // The retry comes while the first request is still being processed: 409 concurrent_idempotent_requests.
    await t.backend.sweep(new Date(start + 15_000));
    expect((await t.hooks.rows())[0]).toMatchObject({
      notify_status: 'pending',
      notify_error: expect.stringContaining('concurrent_idempotent_requests'),
    });
    await new Promise((resolve) => setTimeout(resolve, 2600));
    // The next retry gets the first request's answer: already sent, done, and no second mail.
    await t.backend.sweep(new Date(start + 60_000));
    expect((await t.hooks.rows())[0]).toMatchObject({ notify_status: 'sent', notify_attempts: 3 });
    expect((await t.hooks.mails()).map((mail) => mail.idempotencyKey)).toEqual([row.id]);
  });
});
