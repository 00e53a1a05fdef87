/**
 * The hosted schedule: the jobs the migrations give pg_cron, each run by pg_cron itself (its schedule moved
 * to every minute, then put back) and shown to do its work. Runs only under tests/postgres/run.ts.
 *
 * pg_net is the test double of pg-net-double/: the jobs' HTTP requests are read from its queue and its
 * answers written by this test, where pg_net's worker would. That the requests leave the server is unproven.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../supabase/local/db.ts';
import { openPostgresDb } from '../../supabase/local/postgres-db.ts';

const db: Db = openPostgresDb(process.env.TEST_DATABASE_URL ?? '');
afterAll(() => db.close());

const owner = async <R = Record<string, unknown>>(sql: string, params: string[] = []) =>
  (await db.query<R>(sql, params, null)).rows;

/** What the migrations schedule, as a hosted project's cron.job lists it. */
const HOSTED_JOBS = [
  { jobname: 'alert-ops', schedule: '*/5 * * * *', command: 'select public.alert_ops_prepare()' },
  { jobname: 'alert-retention', schedule: '23 3 * * *', command: 'select public.alert_retention()' },
  {
    jobname: 'contact-notification-sweep',
    schedule: '* * * * *',
    command: `select public.contact_notification_call('{"sweep": true}'::jsonb)`,
  },
  { jobname: 'contact-ops-mails', schedule: '*/5 * * * *', command: 'select public.contact_ops_mail_send()' },
  { jobname: 'contact-retention', schedule: '17 3 * * *', command: 'select public.contact_retention()' },
  {
    jobname: 'desk-follow-up-digest',
    schedule: '0 6 * * *',
    command: 'select public.desk_follow_up_digest_prepare()',
  },
  { jobname: 'unit-holds-expire', schedule: '*/5 * * * *', command: 'select public.unit_holds_expire()' },
  {
    jobname: 'viewing-day-mails',
    schedule: '0 6 * * *',
    command: 'select public.viewing_day_mails_prepare()',
  },
  {
    jobname: 'viewing-reminders',
    schedule: '*/10 * * * *',
    command: 'select public.viewing_reminders_prepare()',
  },
  { jobname: 'viewing-retention', schedule: '31 3 * * *', command: 'select public.viewing_retention()' },
];

const PROJECT_URL = 'https://project-ref.supabase.example';
const SERVICE_KEY = 'service-role-key-of-the-test';
const RESEND_KEY = 're_test_key';
const OPS_TO = 'ops@example.com';

interface QueuedRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const queuedRequests = () =>
  owner<QueuedRequest>(
    `select id, url, headers, convert_from(body, 'UTF8')::jsonb as body from net.http_request_queue order by id`,
  );

/** A row through the database's own insert rules, as the form's anon request stores it. */
async function submit(email: string, extra: { honeypot?: string; ip?: string } = {}): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(
    'anon',
    (query) =>
      query(
        `insert into public.contact_submissions (id, name, email, phone, preferred_rooms, message, gdpr_consent, fill_ms, honeypot)
         values ($1::uuid, 'Zoë', $2, '030 123456', '2-room', '', true, 5000, $3)`,
        [id, email, extra.honeypot ?? ''],
      ),
    extra.ip ? { 'cf-connecting-ip': extra.ip } : {},
  );
  return id;
}

it('the migrations schedule the hosted jobs in the hosted database, as its owner', async () => {
  const jobs = await owner(
    'select jobname, schedule, command, database, username, active from cron.job order by jobname',
  );
  expect(jobs).toEqual(
    HOSTED_JOBS.map((job) => ({ ...job, database: 'postgres', username: 'postgres', active: true })),
  );
});

describe('each job, run by pg_cron, does its work', () => {
  const ids = { spam: '', oldLead: '', failed: '', recent: '', unconfirmed: '', agent: '' };
  const runs = new Map<string, { status: string; return_message: string }>();

  async function runEveryJobOnce(): Promise<void> {
    const [{ last } = { last: 0 }] = await owner<{ last: number }>(
      'select coalesce(max(runid), 0) as last from cron.job_run_details',
    );
    await owner(`select cron.alter_job(jobid, schedule := '* * * * *', active := true) from cron.job`);
    // pg_cron 1.4 starts jobs on the minute (second intervals came in 1.5): at most about a minute.
    const deadline = Date.now() + 90_000;
    while (runs.size < HOSTED_JOBS.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const finished = await owner<{ jobname: string; status: string; return_message: string }>(
        `select j.jobname, d.status, d.return_message from cron.job_run_details d join cron.job j using (jobid)
          where d.runid > $1::bigint and d.status in ('succeeded', 'failed')`,
        [String(last)],
      );
      for (const run of finished) runs.set(run.jobname, run);
      // One round only: a job that has run waits for the others without its schedule.
      await owner(`update cron.job set active = false where jobname = any($1::text[])`, [
        `{${[...runs.keys()].join(',')}}`,
      ]);
    }
    for (const job of HOSTED_JOBS) {
      await owner(
        'select cron.alter_job(jobid, schedule := $2, active := true) from cron.job where jobname = $1',
        [job.jobname, job.schedule],
      );
    }
  }

  beforeAll(async () => {
    // No job may run while the situation is set up, only in the one round below.
    await owner('update cron.job set active = false');
    await owner(
      `select vault.create_secret($1, 'project_url'), vault.create_secret($2, 'service_role_key'),
                        vault.create_secret($3, 'resend_api_key')`,
      [PROJECT_URL, SERVICE_KEY, RESEND_KEY],
    );
    await owner(
      `update public.contact_settings set value = case key when 'ops_mail_to' then $1
                   when 'ops_mail_from' then 'Website <web@example.com>' else 'false' end
                 where key in ('ops_mail_to', 'ops_mail_from', 'challenge_required')`,
      [OPS_TO],
    );
    ids.spam = await submit('old-spam@example.com', { honeypot: 'x' });
    ids.oldLead = await submit('old-lead@example.com');
    ids.failed = await submit('failed@example.com');
    ids.recent = await submit('recent@example.com', { ip: '203.0.113.9' });
    await owner(`update public.contact_submissions set created_at = now() - case email
                   when 'old-spam@example.com' then interval '31 days' when 'old-lead@example.com' then interval '25 months'
                   when 'recent@example.com' then interval '8 days' else interval '0' end`);
    await owner(`update public.contact_submissions set notify_status = 'failed' where id = $1::uuid`, [
      ids.failed,
    ]);
    // A buyer's sign-up left unconfirmed for 8 days, and a buyer mail that failed.
    await owner(
      `insert into public.alert_subscriptions (id, email, locale, frequency, project_id, we_nr, consent_text_version)
       values ($1::uuid, 'forgot@example.com', 'de', 'instant', 'grabbeallee-68', '1.0.2', 'v1')`,
      [(ids.unconfirmed = crypto.randomUUID())],
    );
    await owner(`update public.alert_subscriptions set created_at = now() - interval '8 days'`);
    await owner(
      `insert into public.alert_mails (created_at, kind, email_key, to_email, locale, data, next_at, send_status, error)
       values (now(), 'alert', 'bounced@example.com', 'bounced@example.com', 'en', '{}', 'infinity', 'failed', 'mailbox full')`,
    );
    // An agent who owns the recent lead, its follow-up due yesterday (Berlin), and the failed one's next month.
    ids.agent = crypto.randomUUID();
    await owner(
      `insert into auth.users (id, email, encrypted_password) values ($1::uuid, 'agent@example.com', '-')`,
      [ids.agent],
    );
    await owner(
      `insert into public.staff_members (user_id, display_name, locale) values ($1::uuid, 'Agent', 'en')`,
      [ids.agent],
    );
    await owner(
      `update public.contact_submissions set assigned_to = $1::uuid, follow_up_task = 'Call back',
              follow_up_on = (now() at time zone 'Europe/Berlin')::date + case id when $2::uuid then -1 else 30 end
        where id in ($2::uuid, $3::uuid)`,
      [ids.agent, ids.recent, ids.failed],
    );
    await owner(`update public.apartments set status = 'Vormerkung', hold_until = now() + case we_nr
                   when '1.0.1' then interval '-1 minute' else interval '1 day' end where we_nr in ('1.0.1', '1.5.4')`);
    await runEveryJobOnce();
  }, 120_000);

  afterAll(async () => {
    await owner('delete from vault.secrets');
    await owner('truncate net.http_request_queue, net._http_response');
  });

  it('every job ran and succeeded', () => {
    expect(Object.fromEntries(runs)).toEqual(
      Object.fromEntries(
        HOSTED_JOBS.map((job) => [
          job.jobname,
          { jobname: job.jobname, status: 'succeeded', return_message: expect.any(String) },
        ]),
      ),
    );
  });

  it('contact-notification-sweep asks send-contact-email to sweep, with the service role key', async () => {
    expect(await queuedRequests()).toContainEqual({
      id: expect.any(Number),
      url: `${PROJECT_URL}/functions/v1/send-contact-email`,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_KEY}` },
      body: { sweep: true },
    });
  });

  it('contact-ops-mails posts the alert about undelivered leads to Resend, and marks it sent on its answer', async () => {
    const [alert] = await owner<{
      id: number;
      subject: string;
      submission_ids: string[];
      request_id: number;
      attempts: number;
      sent_at: Date | null;
    }>(
      `select id, subject, submission_ids, request_id, attempts, sent_at from public.contact_ops_mails where kind = 'alert'`,
    );
    expect(alert).toMatchObject({ request_id: expect.any(Number), attempts: 1, sent_at: null });
    expect(alert?.submission_ids).toContain(ids.failed);
    const request = (await queuedRequests()).find((queued) => queued.id === alert?.request_id);
    expect(request).toEqual({
      id: alert?.request_id,
      url: 'https://api.resend.com/emails',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${RESEND_KEY}`,
        'Idempotency-Key': `contact-ops-mail/${alert?.id}`,
      },
      body: {
        from: 'Website <web@example.com>',
        to: [OPS_TO],
        subject: alert?.subject,
        text: expect.stringContaining(ids.failed),
      },
    });

    // Resend's answer, where pg_net's worker puts it; the job's next run reads it.
    await owner('insert into net._http_response (id, status_code) values ($1::bigint, 200)', [
      String(alert?.request_id),
    ]);
    await owner(HOSTED_JOBS.find((job) => job.jobname === 'contact-ops-mails')?.command ?? '');
    const [after] = await owner(
      `select attempts, sent_at from public.contact_ops_mails where id = $1::bigint`,
      [String(alert?.id)],
    );
    expect(after).toEqual({ attempts: 1, sent_at: expect.any(Date) });
  });

  it('contact-retention deletes spam after 30 days and leads after 24 months, clears IPs after 7 days', async () => {
    const rows = await owner<{ id: string; client_ip: string | null }>(
      'select id, client_ip from public.contact_submissions order by created_at',
    );
    expect(rows).toEqual([
      { id: ids.recent, client_ip: null },
      { id: ids.failed, client_ip: 'unknown' }, // stored today without an address header
    ]);
  });

  it('the insert trigger called send-contact-email through pg_net for each lead, not for spam', async () => {
    const bodies = (await queuedRequests()).map((request) => request.body);
    for (const lead of [ids.oldLead, ids.failed, ids.recent]) expect(bodies).toContainEqual({ id: lead });
    expect(bodies).not.toContainEqual({ id: ids.spam });
  });

  it('alert-retention deletes a sign-up left unconfirmed for 7 days; alert-ops tells sales of a failed buyer mail', async () => {
    expect(await owner('select id from public.alert_subscriptions')).toEqual([]);
    const [ops] = await owner<{ body: string }>(
      `select body from public.contact_ops_mails where kind = 'buyer_alert'`,
    );
    expect(ops?.body).toContain('bounced@example.com');
  });

  it('desk-follow-up-digest makes the agent one mail of the follow-ups due, for the sweep to send', async () => {
    const mails = await owner<{ to_email: string; submission_ids: string[]; send_status: string }>(
      'select to_email, submission_ids, send_status from public.desk_follow_up_mails',
    );
    expect(mails).toEqual([
      { to_email: 'agent@example.com', submission_ids: [ids.recent], send_status: 'pending' },
    ]);
  });

  it('unit-holds-expire returns an ended hold to Available, audited, and keeps a running one', async () => {
    const units = await owner(
      `select we_nr, status, hold_until is null as open from public.apartments where we_nr in ('1.0.1', '1.5.4') order by we_nr`,
    );
    expect(units).toEqual([
      { we_nr: '1.0.1', status: 'Available', open: true },
      { we_nr: '1.5.4', status: 'Vormerkung', open: false },
    ]);
    expect(
      await owner(`select from_status, to_status, note from public.unit_status_audit where we_nr = '1.0.1'`),
    ).toEqual([{ from_status: 'Vormerkung', to_status: 'Available', note: 'hold expired' }]);
  });
});
