// @vitest-environment node
/**
 * The e-mail to sales is owned by the server: the function mails a stored row (by id only), the sweep
 * retries every row not yet notified, and every row gets exactly one mail. Runs on the local backend,
 * whose function is the deployed handler over the same SQL functions.
 */
import { describe, expect, it, vi } from 'vitest';

import { createSendContactEmailHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import {
  buildContactEmail,
  deliverDue,
  type NotificationStore,
  type SubmissionRow,
} from '../../supabase/functions/send-contact-email/notification.ts';
import { createResendSendEmail } from '../../supabase/functions/send-contact-email/resend-email.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend();
const json = { 'Content-Type': 'application/json' };

async function insert(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const row = validSubmissionRow(overrides);
  const { error } = await t.anon
    .from('contact_submissions')
    .upsert(row, { onConflict: 'id', ignoreDuplicates: true });
  expect(error).toBeNull();
  return row;
}

const notify = (body: unknown, key?: string) =>
  t.request('/functions/v1/send-contact-email', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
    ...(key ? { key } : {}),
  });

describe('send-contact-email on the local backend', () => {
  it('builds the mail from the stored row, whatever else the request says', async () => {
    const row = await insert({ message: 'Bitte das Exposé für 1.2.3.' });
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

  it('counts the provider’s 409 for a repeated key as sent', async () => {
    const row = await insert();
    // The provider has the mail already (e.g. the function died after sending, before recording it).
    await t.backend.db.query(
      `insert into local_backend.mailbox (idempotency_key, to_address, subject, text_body) values ($1, 'x', 'x', 'x')`,
      [row.id as string],
      null,
    );
    expect((await notify({ id: row.id })).status).toBe(200);
    expect(await t.hooks.mails()).toHaveLength(1);
    expect((await t.hooks.rows())[0]).toMatchObject({ notify_status: 'sent' });
  });

  it('marks a row failed after 10 attempts and keeps it', async () => {
    await insert();
    await t.hooks.setMailProvider({ down: true });
    const start = Date.now();
    for (let minute = 1; minute <= 120; minute++) await t.backend.sweep(new Date(start + minute * 60_000));
    const [row] = await t.hooks.rows();
    expect(row).toMatchObject({ notify_status: 'failed', notify_attempts: 10, notified_at: null });
    await t.hooks.setMailProvider({ down: false });
    await t.backend.sweep(new Date(start + 200 * 60_000));
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

describe('the handler and the mail, without a database', () => {
  const row: SubmissionRow = {
    id: '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a',
    created_at: '2026-03-01T10:00:00.000Z',
    name: 'Zoë',
    email: 'zoe@example.com',
    phone: '123',
    preferred_rooms: null,
    message: '',
  };

  it('builds the same mail from the same row (no clock in the body)', () => {
    const first = buildContactEmail(row, 'sales@example.com');
    expect(buildContactEmail(row, 'sales@example.com')).toEqual(first);
    expect(first.text).toContain('Received:        2026-03-01T10:00:00.000Z');
    expect(first.text).toContain('(no message)');
    expect(first.idempotencyKey).toBe(row.id);
  });

  it('grants CORS to the site origin only', async () => {
    const store = { request: vi.fn(), claim: vi.fn(), finish: vi.fn() } satisfies NotificationStore;
    const handler = createSendContactEmailHandler({
      store,
      sendEmail: vi.fn(),
      salesAddress: 's@example.com',
      serviceKey: 'service',
      allowedOrigins: ['https://grabbeallee68.de'],
    });
    const preflight = (origin: string) =>
      handler(new Request('http://f.test/', { method: 'OPTIONS', headers: { Origin: origin } }));
    expect((await preflight('https://grabbeallee68.de')).headers.get('access-control-allow-origin')).toBe(
      'https://grabbeallee68.de',
    );
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('records a failed attempt with the reason', async () => {
    const finish = vi.fn<NotificationStore['finish']>(async () => undefined);
    const store: NotificationStore = {
      request: vi.fn(),
      claim: async () => [{ ...row, preferred_rooms: 'flexible' }],
      finish,
    };
    const report = await deliverDue({
      store,
      sendEmail: () => Promise.reject(new Error('Email API answered 500')),
      salesAddress: 's@example.com',
      logError: () => undefined,
    });
    expect(report).toEqual({ claimed: 1, sent: 0, failed: 1 });
    expect(finish).toHaveBeenCalledWith(
      row.id,
      { sent: false, error: 'Email API answered 500' },
      expect.any(Date),
    );
  });
});

describe('Resend email sender', () => {
  const mail = buildContactEmail(
    {
      id: 'b9d1c7e4-3a2f-4c5b-8e6d-7f0a1b2c3d4e',
      created_at: '2026-03-01T10:00:00Z',
      name: 'Zoë',
      email: 'z@example.com',
      phone: '1',
      preferred_rooms: '2-room',
      message: 'Hi',
    },
    'sales@example.com',
  );

  it('posts the mail with the API key and the row id as idempotency key', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"id":"e1"}', { status: 200 }));
    const send = createResendSendEmail({ apiKey: 're_test', from: 'Site <w@example.com>', fetch: fetchMock });
    expect(await send(mail)).toBe('sent');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.resend.com/emails');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer re_test');
    expect(headers.get('idempotency-key')).toBe('contact-submission/b9d1c7e4-3a2f-4c5b-8e6d-7f0a1b2c3d4e');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      to: ['sales@example.com'],
      reply_to: 'z@example.com',
    });
  });

  it('counts 409 (key used already) as sent and throws for other errors', async () => {
    const answer = (status: number) =>
      createResendSendEmail({ apiKey: 'k', from: 'f', fetch: async () => new Response('{}', { status }) });
    expect(await answer(409)(mail)).toBe('duplicate');
    await expect(answer(500)(mail)).rejects.toThrow('Email API answered 500');
  });
});
