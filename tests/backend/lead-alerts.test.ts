// @vitest-environment node
/**
 * Nobody misses a lead: an alert to sales when a row is failed or still pending 30 minutes after it was
 * stored (at most one an hour, listing the rows), and a daily digest of the rows classed as spam. Decided
 * by contact_ops_mail_prepare, delivered locally by the backend's timer into its mailbox, past the mail
 * provider the function uses (here: down).
 */
import { describe, expect, it } from 'vitest';

import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });
const MINUTE = 60_000;

async function insert(overrides: Record<string, unknown> = {}) {
  const row = validSubmissionRow(overrides);
  const { status } = await t.anon.from('contact_submissions').insert(row);
  expect(status).toBe(201);
  return row;
}

/** Sweeps once a minute from `from` to `to` (minutes after `start`). */
async function sweepEachMinute(start: number, from: number, to: number) {
  for (let minute = from; minute <= to; minute++) await t.backend.sweep(new Date(start + minute * MINUTE));
}

/** The first moment from `at` on when it is 07:00 or later in Berlin (the digest's hour). */
function berlinMorningFrom(at: number): Date {
  const hour = (time: number) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(time),
    );
  let time = at;
  while (hour(time) < 7) time += 15 * MINUTE;
  return new Date(time);
}

describe('alerts to sales', () => {
  it('none when all is well', async () => {
    await insert({ altcha_payload: await t.solvedPayload() });
    const start = Date.now();
    await sweepEachMinute(start, 1, 1);
    expect(await t.backend.opsMails(new Date(start + 2 * 60 * MINUTE))).toBe(0);
    expect(await t.hooks.opsMails()).toEqual([]);
  });

  it('one alert an hour for failed rows, listing them; nothing again for rows already reported', async () => {
    const start = Date.now();
    await t.hooks.setMailProvider({ down: true });
    const first = await insert();
    await sweepEachMinute(start, 1, 60); // ten attempts: failed at about 45 minutes
    expect(await t.backend.opsMails(new Date(start + 61 * MINUTE))).toBe(1);
    const [alert] = await t.hooks.opsMails();
    expect(alert).toMatchObject({
      kind: 'alert',
      to: 'sales@grabbeallee-68.local',
      subject: '[Grabbeallee 68] 1 contact request(s) not delivered to sales',
    });
    expect(alert?.text).toContain(`${first.name as string} <${first.email as string}>`);
    expect(alert?.text).toContain('status failed after 10 attempt(s)');
    expect(alert?.text).toContain('Email API answered 503');

    // A second row fails within the hour: no second alert before the hour is over, then one with it alone.
    const second = await insert({ email: 'second@example.com' });
    await sweepEachMinute(start, 62, 120);
    expect(await t.backend.opsMails(new Date(start + 115 * MINUTE))).toBe(0);
    expect(await t.backend.opsMails(new Date(start + 122 * MINUTE))).toBe(1);
    const alerts = await t.hooks.opsMails();
    expect(alerts).toHaveLength(2);
    expect(alerts[1]?.text).toContain(second.email as string);
    expect(alerts[1]?.text).not.toContain(first.email as string);
    // Both rows stay failed (retried hourly), already reported: no more alerts.
    expect(await t.backend.opsMails(new Date(start + 5 * 60 * MINUTE))).toBe(0);
  });

  it('an alert when a row is still pending 30 minutes after it was stored', async () => {
    const start = Date.now();
    await t.hooks.setMailProvider({ down: true });
    await insert();
    await sweepEachMinute(start, 1, 3);
    expect(await t.backend.opsMails(new Date(start + 25 * MINUTE))).toBe(0);
    expect(await t.backend.opsMails(new Date(start + 31 * MINUTE))).toBe(1);
    expect((await t.hooks.opsMails())[0]?.text).toContain('status pending');
  });
});

describe('the daily spam digest', () => {
  it('lists the rows classed as spam since the last one, once a day from 07:00 Berlin time', async () => {
    await insert({ honeypot: 'https://spam.example', email: 'bot@example.com', message: 'Buy now' });
    await insert({ altcha_payload: btoa('{}'), email: 'forged@example.com' });
    await insert({ altcha_payload: await t.solvedPayload() });
    await t.backend.sweep(); // the lead is mailed: no alert mixes in
    const morning = berlinMorningFrom(Date.now() + MINUTE);
    expect(await t.backend.opsMails(morning)).toBe(1);
    const [digest] = await t.hooks.opsMails();
    expect(digest).toMatchObject({
      kind: 'spam_digest',
      subject: '[Grabbeallee 68] 2 contact request(s) classed as spam',
    });
    expect(digest?.text).toContain('bot@example.com');
    expect(digest?.text).toContain('why: the hidden form field was filled in');
    expect(digest?.text).toContain('message: Buy now');
    expect(digest?.text).toContain('why: anti-spam check invalid');
    expect(digest?.text).not.toContain('juergen@example.com');
    // The same day: no second digest; the next day with no new spam: none either.
    expect(await t.backend.opsMails(new Date(morning.getTime() + 2 * 60 * MINUTE))).toBe(0);
    expect(await t.backend.opsMails(new Date(morning.getTime() + 24 * 60 * MINUTE))).toBe(0);
    expect(await t.hooks.opsMails()).toHaveLength(1);
  });
});
