/** The server side of the test hooks; what they do is documented in test-hooks-client.ts. */
import { readFileSync } from 'node:fs';

import * as v from 'valibot';

import { createLocalUser } from './auth.ts';
import type { Db } from './db.ts';
import type { LocalFunctions, MailProvider } from './functions.ts';
import {
  faultPlanSchema,
  leadSchema,
  limitSchema,
  mailProviderSchema,
  userSchema,
  viewingSlotSchema,
  type Fault,
} from './test-hooks-client.ts';

const SEED = readFileSync(new URL('../seed.sql', import.meta.url), 'utf8');

export type PendingFault = v.InferOutput<typeof faultPlanSchema>['faults'][number];

const DEFAULT_LIMITS = `update public.contact_limits set max_count = case scope
  when 'insert_per_ip' then 5 when 'insert_per_email' then 5 when 'leads_per_minute' then 20
  when 'challenge_per_ip' then 30 when 'alert_signup_per_email' then 5 else 10 end`;
const DEFAULT_SETTINGS = `update public.contact_settings set value = case key
  when 'client_ip_header' then 'cf-connecting-ip' when 'challenge_required' then 'true'
  when 'lead_retention_months' then '24' else '' end`;
const MAILS = (kinds: string) => `select coalesce(json_agg(json_build_object('id', id,
    'idempotencyKey', regexp_replace(idempotency_key, '^contact-submission/', ''), 'kind', kind, 'to', to_address,
    'replyTo', reply_to, 'subject', subject, 'text', text_body, 'createdAt', created_at) order by id), '[]')::text
  as body from local_backend.mailbox where kind in (${kinds})`;

/** Back to the seed: no submissions, alerts, mails or audit rows, default limits and settings. */
export const RESET_DATABASE = `delete from public.apartments;
  truncate public.contact_lead_events, public.contact_lead_units, public.desk_lead_intakes, public.apartments,
    public.contact_submissions, public.contact_notify_requests,
    public.contact_challenge_requests, public.contact_ops_mails, public.contact_erasures, private.contact_challenge_uses,
    public.unit_status_audit, public.desk_follow_up_mails, public.desk_reply_mails, public.viewing_mails,
    public.viewing_day_mails, public.viewing_bookings, public.viewing_slots;
  update public.desk_settings set idle_sign_out_seconds = 1800;
  ${SEED};
  truncate public.alert_pushes, public.alert_push_subscriptions, public.alert_deliveries, public.alert_mails,
    public.alert_events, public.alert_subscriptions, public.alert_unsubscribes, public.unit_facts restart identity;
  truncate local_backend.mailbox restart identity; ${DEFAULT_LIMITS}; ${DEFAULT_SETTINGS};`;

export class TestHooks {
  private faults: PendingFault[] = [];
  private wakeWaiters: () => void = () => undefined;
  private nextWrite = this.renewWrite();

  constructor(
    private readonly db: Db,
    private readonly provider: MailProvider,
    private readonly functions: LocalFunctions,
    private readonly expireHolds: (now?: Date) => Promise<number>,
    private readonly resetSignInThrottle: () => void,
  ) {}

  private renewWrite(): Promise<void> {
    return new Promise((resolve) => (this.wakeWaiters = resolve));
  }

  /** A write to contact_submissions was processed: waiters look again. */
  noteSubmissionWrite(): void {
    const wake = this.wakeWaiters;
    this.nextWrite = this.renewWrite();
    wake();
  }

  private async waitForRow(email: string, timeoutMs: number): Promise<number | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const written = this.nextWrite;
      const { rows } = await this.db.query(
        'select 1 from public.contact_submissions where email = $1',
        [email],
        null,
      );
      if (rows.length) return Date.now();
      const remaining = deadline - Date.now();
      if (remaining <= 0) return null;
      await Promise.race([written, new Promise((resolve) => setTimeout(resolve, Math.min(remaining, 500)))]);
    }
  }

  /** Takes one use of the first fault matching the request (synchronous: concurrent requests take their own). */
  takeFault(method: string, pathname: string, body: string): PendingFault | null {
    const fault = this.faults.find(
      (rule) =>
        pathname.startsWith(rule.path) &&
        (rule.method ? rule.method === method : method !== 'OPTIONS') &&
        (rule.bodyIncludes === undefined || body.includes(rule.bodyIncludes)),
    );
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times === 0) this.faults.splice(this.faults.indexOf(fault), 1);
    return { ...fault };
  }

  /** Answers /__test/…; null for any other path. */
  async handle(request: Request, pathname: string): Promise<Response | null> {
    if (!pathname.startsWith('/__test/')) return null;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const input = async <T>(schema: v.GenericSchema<unknown, T>): Promise<T> =>
      v.parse(schema, JSON.parse((await request.text()) || '{}'));
    const jsonRows = async (sql: string) => {
      const { rows } = await this.db.query<{ body: string }>(sql, [], null);
      return new Response(rows[0]?.body ?? '[]', { headers: { 'Content-Type': 'application/json' } });
    };
    try {
      switch (`${request.method} ${pathname}`) {
        case 'GET /__test/contact-submissions':
          return await jsonRows(
            `select coalesce(json_agg(s order by s.created_at, s.id), '[]')::text as body from public.contact_submissions s`,
          );
        case 'GET /__test/contact-submissions/wait': {
          const query = new URL(request.url).searchParams;
          const timeoutMs = Math.min(120_000, Number(query.get('timeoutMs') ?? 10_000) || 0);
          return json(200, { storedAt: await this.waitForRow(query.get('email') ?? '', timeoutMs) });
        }
        case 'GET /__test/alert-subscriptions': {
          const email = new URL(request.url).searchParams.get('email') ?? '';
          const { rows } = await this.db.query<{ body: string }>(
            `select coalesce(json_agg(s order by s.created_at, s.id), '[]')::text as body
               from public.alert_subscriptions s where lower(s.email) = lower($1)`,
            [email],
            null,
          );
          return new Response(rows[0]?.body ?? '[]', { headers: { 'Content-Type': 'application/json' } });
        }
        case 'GET /__test/mailbox':
          return await jsonRows(MAILS(`'contact'`));
        case 'GET /__test/ops-mails':
          return await jsonRows(MAILS(`'alert', 'spam_digest'`));
        case 'POST /__test/reset':
          await this.db.execScript(RESET_DATABASE);
          this.faults = [];
          this.resetSignInThrottle();
          this.provider.down = false;
          this.provider.delayMs = 0;
          return json(200, { ok: true });
        case 'POST /__test/faults':
          this.faults.push(...(await input(faultPlanSchema)).faults);
          return json(200, { faults: this.faults });
        case 'GET /__test/faults':
          return json(200, { faults: this.faults });
        case 'DELETE /__test/faults':
          this.faults = [];
          return json(200, { faults: [] });
        case 'POST /__test/mail-provider': {
          const state = await input(mailProviderSchema);
          this.provider.down = state.down;
          this.provider.delayMs = state.delayMs;
          return json(200, state);
        }
        case 'POST /__test/limits': {
          const limit = await input(limitSchema);
          await this.db.query(
            'update public.contact_limits set max_count = $2::integer where scope = $1',
            [limit.scope, String(limit.maxCount)],
            null,
          );
          return json(200, limit);
        }
        case 'POST /__test/sweep':
          return json(200, await this.functions.sweep());
        case 'POST /__test/users': {
          const user = await input(userSchema);
          return json(200, await createLocalUser(this.db, user));
        }
        case 'POST /__test/leads': {
          const lead = await input(leadSchema);
          const { rows } = await this.db.transaction(null, async (query) => {
            const inserted = await query<{ id: string }>(
              `insert into public.contact_submissions (name, email, phone, preferred_rooms, message, gdpr_consent)
               values ($1, $2, $3, $4, $5, true) returning id::text`,
              [lead.name, lead.email, lead.phone, lead.preferredRooms, lead.message],
            );
            const id = inserted.rows[0]!.id;
            await query(
              `update public.contact_submissions set created_at = coalesce($2::timestamptz, created_at),
                 notify_status = $3, notify_error = $4, notify_attempts = $5::integer,
                 notify_next_at = case when $3 = 'pending' then now() else 'infinity' end
               where id = $1::uuid`,
              [
                id,
                lead.createdAt ?? null,
                lead.notifyStatus,
                lead.notifyError ?? null,
                String(lead.notifyAttempts),
              ],
            );
            return inserted;
          });
          return json(200, { id: rows[0]!.id });
        }
        case 'POST /__test/viewing-slots': {
          const slot = await input(viewingSlotSchema);
          const { rows } = await this.db.query<{ id: string }>(
            `insert into public.viewing_slots (project_id, we_nr, starts_at, ends_at, kind, capacity, meeting_point)
             values ('grabbeallee-68', $1, now() + make_interval(secs => $2::double precision * 3600),
                     now() + make_interval(secs => ($2::double precision + 2) * 3600), $3, $4::integer, $5)
             returning id::text`,
            [
              slot.weNr,
              String(slot.startsInHours),
              slot.kind,
              String(slot.kind === 'single' ? 1 : slot.capacity),
              slot.meetingPoint,
            ],
            null,
          );
          return json(200, { id: rows[0]!.id });
        }
        case 'POST /__test/viewing-slots/fill': {
          const { slotId } = await input(v.object({ slotId: v.pipe(v.string(), v.uuid()) }));
          // Other parties' bookings (no challenge: stored as spam by the trigger, then counted as booked).
          const { rows } = await this.db.transaction(null, async (query) => {
            const left = await query<{ left: number }>(
              `select s.capacity - public.viewing_slot_taken(s.id) as left from public.viewing_slots s where s.id = $1::uuid`,
              [slotId],
            );
            const count = Number(left.rows[0]?.left ?? 0);
            for (let index = 0; index < count; index++) {
              // Two statements: a CTE's inserted row is not visible to an update in the same statement.
              const made = await query<{ id: string }>(
                `insert into public.viewing_bookings (id, slot_id, name, email, phone, locale, consent_text_version)
                 values (gen_random_uuid(), $1::uuid, 'Other Party', 'other' || $2 || '@example.com', '+49 30 1234567',
                         'de', 'viewing-2026-11') returning id`,
                [slotId, String(index)],
              );
              await query(`update public.viewing_bookings set status = 'booked' where id = $1::uuid`, [
                made.rows[0]!.id,
              ]);
            }
            return { rows: [{ filled: count }] };
          });
          return json(200, rows[0]);
        }
        case 'GET /__test/viewing-bookings': {
          const email = new URL(request.url).searchParams.get('email') ?? '';
          const { rows } = await this.db.query<{ body: string }>(
            `select coalesce(json_agg(json_build_object('id', b.id, 'slot_id', b.slot_id, 'name', b.name,
                 'email', b.email, 'phone', b.phone, 'locale', b.locale, 'we_nrs', b.we_nrs, 'status', b.status,
                 'consent_text_version', b.consent_text_version, 'token', public.viewing_token(b.id),
                 'version', b.version,
                 'events', (select coalesce(json_agg(e.viewing_event order by e.id), '[]')
                              from public.contact_lead_events e where e.viewing_booking_id = b.id))
                 order by b.created_at), '[]')::text as body
               from public.viewing_bookings b where lower(b.email) = lower($1)`,
            [email],
            null,
          );
          return new Response(rows[0]?.body ?? '[]', { headers: { 'Content-Type': 'application/json' } });
        }
        case 'POST /__test/expire-holds':
          return json(200, { expired: await this.expireHolds() });
        default:
          return json(404, { error: `No test endpoint ${request.method} ${pathname}` });
      }
    } catch (error) {
      return json(400, { error: error instanceof v.ValiError ? v.summarize(error.issues) : String(error) });
    }
  }
}

export type { Fault };
