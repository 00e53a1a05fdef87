// @vitest-environment node
/**
 * Data protection on the server: the retention job (spam after 30 days, client IPs after 7 days, the
 * function's request log after 1 day, leads after lead_retention_months, default 24) and the erasure of an
 * e-mail address (service role only), which records only that it happened.
 */
import { describe, expect, it } from 'vitest';

import { CONTACT_DATA_RETENTION } from '../../src/content/contact-data-retention.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });
const DAY = 24 * 60 * 60_000;
// The periods the privacy page states.
const { clientIpDays, rateLimitLogDays, spamDays, leadMonths } = CONTACT_DATA_RETENTION;

function monthsLater(from: number, months: number, plusDays: number): Date {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return new Date(date.getTime() + plusDays * DAY);
}

async function insert(overrides: Record<string, unknown> = {}) {
  const row = validSubmissionRow(overrides);
  expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
  return row;
}

const asService = <R>(sql: string, params: string[] = []) =>
  t.backend.db.query<R>(sql, params, 'service_role').then((result) => result.rows);

/** Rows in `table`, read as the owner (the private schema is not the service role's). */
const count = async (table: string) =>
  Number(
    (await t.backend.db.query<{ n: string }>(`select count(*) as n from ${table}`, [], null)).rows[0]?.n,
  );

describe('the retention job', () => {
  it('clears IPs, deletes the request log, spam and leads after the periods the privacy page states', async () => {
    const lead = await insert();
    await insert({ email: 'bot@example.com', honeypot: 'x' });
    await t.request('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: lead.id }),
    });
    expect(await count('public.contact_notify_requests')).toBe(1);
    const now = Date.now();

    const at = (days: number) => new Date(now + days * DAY);
    expect(await t.backend.retention(at(rateLimitLogDays - 0.5))).toMatchObject({ requests_deleted: 0 });
    expect(await t.backend.retention(at(rateLimitLogDays + 0.5))).toMatchObject({
      requests_deleted: 1,
      ips_cleared: 0,
      spam_deleted: 0,
    });
    expect(await t.backend.retention(at(clientIpDays - 0.5))).toMatchObject({ ips_cleared: 0 });
    expect(await t.backend.retention(at(clientIpDays + 0.5))).toMatchObject({
      ips_cleared: 2,
      spam_deleted: 0,
    });
    expect((await t.hooks.rows()).map((row) => row.client_ip)).toEqual([null, null]);
    expect(await t.backend.retention(at(spamDays - 0.5))).toMatchObject({ spam_deleted: 0 });
    expect(await t.backend.retention(at(spamDays + 0.5))).toMatchObject({
      spam_deleted: 1,
      leads_deleted: 0,
    });
    expect((await t.hooks.rows()).map((row) => row.email)).toEqual([lead.email]);
    expect(await t.backend.retention(monthsLater(now, leadMonths, -1))).toMatchObject({ leads_deleted: 0 });
    expect(await t.backend.retention(monthsLater(now, leadMonths, 1))).toMatchObject({ leads_deleted: 1 });
    expect(await t.hooks.rows()).toEqual([]);
  });

  it('takes the lead period from its one setting', async () => {
    await insert();
    await t.backend.db.query(
      `update public.contact_settings set value = '6' where key = 'lead_retention_months'`,
      [],
      null,
    );
    expect(await t.backend.retention(new Date(Date.now() + 150 * DAY))).toMatchObject({ leads_deleted: 0 });
    expect(await t.backend.retention(new Date(Date.now() + 190 * DAY))).toMatchObject({ leads_deleted: 1 });
  });

  it('forgets used challenge signatures once their challenge has expired', async () => {
    await insert({ altcha_payload: await t.solvedPayload() });
    expect(await count('private.contact_challenge_uses')).toBe(1);
    await t.backend.retention(new Date(Date.now() + 2 * DAY));
    expect(await count('private.contact_challenge_uses')).toBe(1);
    await t.backend.retention(new Date(Date.now() + 4 * DAY));
    expect(await count('private.contact_challenge_uses')).toBe(0);
  });
});

describe('erasure by e-mail address', () => {
  it('deletes every row of the address, its request log and alert copies, and records only the fact', async () => {
    const own = await insert({ email: 'Erase.Me@example.com' });
    await insert({ email: 'erase.me@example.com', message: 'Second message' });
    const other = await insert({ email: 'keep@example.com' });
    await t.request('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: own.id }),
    });
    await t.hooks.setMailProvider({ down: true });
    await t.backend.opsMails(new Date(Date.now() + 40 * 60_000)); // an alert listing the pending rows
    expect(await count('public.contact_ops_mails')).toBe(1);

    const [result] = await asService<{ result: unknown }>(
      `select public.contact_erase(' ERASE.me@example.com ') as result`,
    );
    expect(result?.result).toEqual({
      submissions: 2,
      requests: 1,
      ops_mails: 1,
      alert_watches: 0,
      viewing_bookings: 0,
    });
    expect((await t.hooks.rows()).map((row) => row.id)).toEqual([other.id]);
    const erasures = await asService<Record<string, unknown>>('select * from public.contact_erasures');
    expect(erasures).toEqual([{ id: expect.any(Number), erased_at: expect.any(Date), rows_deleted: 4 }]);
    expect(JSON.stringify(erasures)).not.toMatch(/erase\.me/i);
  });

  it('is not callable by anon', async () => {
    await expect(
      t.backend.db.query(`select public.contact_erase('a@example.com')`, [], 'anon'),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
