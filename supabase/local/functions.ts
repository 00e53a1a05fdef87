/**
 * The Edge Functions on the local backend: send-contact-email (its own handler and sweep, with a
 * `NotificationStore` on the local database, the same SQL functions the hosted store calls through
 * PostgREST, and the real Resend client talking to the local provider, mail-provider.ts) and
 * contact-challenge (its own handler, the secrets read from the local database). Also what pg_cron does
 * hosted: the alerts and the spam digest (contact_ops_mail_prepare, straight into the mailbox, not through
 * the provider, as the hosted path bypasses the function) and the retention job. The buyer alerts go through
 * the function's own delivery (alert-delivery.ts) and the local provider, as hosted; alert-unsubscribe answers
 * the mails' one-click links. The agents' morning mails of due follow-ups: made from 06:00 UTC as the hosted
 * pg_cron job makes them, sent by the function's own delivery (follow-up-digest.ts); the viewings' reminders and
 * the staff's day mails likewise (viewing-mail.ts, viewing-day-mail.ts). Their pushes go to the devices' real push services (or a test's receiver), signed
 * with this install's VAPID key pair, which alert-push-key hands to the app.
 */
import type { ChallengeDifficulty, ChallengeSecrets } from '../functions/_shared/contact-challenge.ts';
import { createAlertPushKeyHandler } from '../functions/alert-push-key/handler.ts';
import { createAlertUnsubscribeHandler } from '../functions/alert-unsubscribe/handler.ts';
import { cachedSecrets, createContactChallengeHandler } from '../functions/contact-challenge/handler.ts';
import { createDeskStaffHandler } from '../functions/desk-staff/handler.ts';
import type { AlertDeliveryReport, AlertStore } from '../functions/send-contact-email/alert-delivery.ts';
import { deliverAlerts } from '../functions/send-contact-email/alert-delivery.ts';
import type { AlertLinks } from '../functions/send-contact-email/alert-mail.ts';
import type { AlertPushStore } from '../functions/send-contact-email/alert-push-delivery.ts';
import {
  deliverFollowUpMails,
  FOLLOW_UP_MAIL_KEY_PREFIX,
  type FollowUpMailStore,
} from '../functions/send-contact-email/follow-up-digest.ts';
import { createSendContactEmailHandler } from '../functions/send-contact-email/handler.ts';
import {
  deliverDue,
  type DeliveryOptions,
  type NotificationStore,
  type SubmissionRow,
} from '../functions/send-contact-email/notification.ts';
import { deliverReplyMails, REPLY_MAIL_KEY_PREFIX } from '../functions/send-contact-email/reply-delivery.ts';
import { createResendSendEmail } from '../functions/send-contact-email/resend-email.ts';
import {
  deliverViewingDayMails,
  VIEWING_DAY_MAIL_KEY_PREFIX,
} from '../functions/send-contact-email/viewing-day-mail.ts';
import {
  deliverViewingMails,
  VIEWING_MAIL_KEY_PREFIX,
} from '../functions/send-contact-email/viewing-mail.ts';
import { createWebPushSender, type VapidKeys } from '../functions/send-contact-email/web-push-sender.ts';
import type { Db } from './db.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import {
  BUYER_MAIL_KEY_PREFIX,
  createLocalResendFetch,
  LOCAL_RESEND_ENDPOINT,
  type MailProvider,
} from './mail-provider.ts';

export const DEFAULT_SALES_ADDRESS = 'sales@grabbeallee-68.local';
/** The sender the local function is configured with, as CONTACT_FROM_EMAIL hosted. */
const LOCAL_FROM_HEADER = 'Grabbeallee 68 <website@grabbeallee-68.local>';
/** The sites an invite may lead to locally: this machine's. */
const LOCAL_SITE_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

export type { MailProvider };

function createLocalStore(db: Db): NotificationStore {
  const asService = <R>(sql: string, params: (string | null)[]) => db.query<R>(sql, params, 'service_role');
  return {
    async request(id, headers) {
      const { rows } = await asService<{ verdict: { status: string; retry_after?: number } }>(
        'select public.contact_notification_request($1::uuid, $2::json) as verdict',
        [id, JSON.stringify(headers)],
      );
      const verdict = rows[0]?.verdict ?? { status: 'not_found' };
      if (verdict.status === 'rate_limited')
        return { status: 'rate_limited', retryAfter: verdict.retry_after ?? 60 };
      return { status: verdict.status === 'ok' ? 'ok' : 'not_found' };
    },
    async claim({ id, now, limit = 20 }) {
      const { rows } = await asService<SubmissionRow>(
        `select id, to_json(created_at) #>> '{}' as created_at, name, email, phone, preferred_rooms, message,
                challenge_status
           from public.contact_notification_claim($1::uuid, $2::timestamptz, $3::integer)`,
        [id ?? null, now.toISOString(), String(limit)],
      );
      return rows;
    },
    async finish(id, result, now) {
      await asService('select public.contact_notification_result($1::uuid, $2, $3, $4::timestamptz)', [
        id,
        result.outcome,
        result.outcome === 'sent' ? null : result.error,
        now.toISOString(),
      ]);
    },
  };
}

function createLocalAlertStore(db: Db): AlertStore {
  const asService = <R>(sql: string, params: (string | null)[]) => db.query<R>(sql, params, 'service_role');
  const single = async (sql: string, params: (string | null)[]) =>
    (await asService<{ value: number }>(sql, params)).rows[0]?.value ?? 0;
  return {
    syncFacts: (facts, now) =>
      single('select public.unit_facts_sync($1::jsonb, $2::timestamptz) as value', [
        JSON.stringify(facts),
        now.toISOString(),
      ]),
    prepare: (now) => single('select public.alert_prepare($1::timestamptz) as value', [now.toISOString()]),
    ...localQueue(
      db,
      `select id::text, to_json(created_at) #>> '{}' as created_at, kind, to_email, locale, data, unsubscribe_token
         from public.alert_mail_claim($1::timestamptz, $2::integer)`,
      'alert_mail_result',
    ),
  };
}

/**
 * A leased queue on the local database, as the hosted stores call it through PostgREST: its claim query (the
 * time and the limit as $1, $2) and its result function (alert_mail_result and its kin).
 */
function localQueue(db: Db, claimSql: string, resultFunction: string) {
  return {
    async claim(now: Date, limit: number): Promise<unknown[]> {
      const { rows } = await db.query<Record<string, unknown>>(
        claimSql,
        [now.toISOString(), String(limit)],
        'service_role',
      );
      return rows;
    },
    async finish(id: string, result: { outcome: string; error?: string }, now: Date): Promise<void> {
      await db.query(
        `select public.${resultFunction}($1::uuid, $2, $3, $4::timestamptz)`,
        [id, result.outcome, result.outcome === 'sent' ? null : (result.error ?? null), now.toISOString()],
        'service_role',
      );
    },
  };
}

const createLocalAlertPushStore = (db: Db): AlertPushStore =>
  localQueue(
    db,
    `select id::text, mail_id::text, kind, locale, data, endpoint, p256dh, auth
       from public.alert_push_claim($1::timestamptz, $2::integer)`,
    'alert_push_result',
  );

const createLocalFollowUpMailStore = (db: Db): FollowUpMailStore =>
  localQueue(
    db,
    'select id::text, to_email, locale, data from public.desk_follow_up_mail_claim($1::timestamptz, $2::integer)',
    'desk_follow_up_mail_result',
  );

const createLocalReplyMailStore = (db: Db) =>
  localQueue(
    db,
    `select id::text, to_email, locale, from_name, subject, body
       from public.desk_reply_mail_claim($1::timestamptz, $2::integer)`,
    'desk_reply_mail_result',
  );

const createLocalViewingMailStore = (db: Db) =>
  localQueue(
    db,
    `select id::text, to_json(created_at) #>> '{}' as created_at, kind, sequence, to_email, locale, data
       from public.viewing_mail_claim($1::timestamptz, $2::integer)`,
    'viewing_mail_result',
  );

const createLocalViewingDayMailStore = (db: Db) =>
  localQueue(
    db,
    'select id::text, to_email, locale, data from public.viewing_day_mail_claim($1::timestamptz, $2::integer)',
    'viewing_day_mail_result',
  );

/** The hosted job's hour (the migration's pg_cron schedule '0 6 * * *'): the morning mails are made from then. */
export const FOLLOW_UP_MAIL_UTC_HOUR = 6;

/** Where the local buyer mails' links lead: npm start's site until the site server says where it listens. */
export const DEFAULT_LOCAL_SITE_ORIGIN = 'http://localhost:4173';

/** The buyer mails' links when the site at `siteOrigin` serves this backend under /supabase. */
function localAlertLinks(siteOrigin: string): AlertLinks {
  return { siteOrigin, unsubscribeEndpoint: `${siteOrigin}/supabase/functions/v1/alert-unsubscribe` };
}

export interface LocalFunctionsOptions {
  salesAddress?: string;
  provider: MailProvider;
  allowedOrigins: readonly string[];
  /** The provider call's timeout (default: the function's, 30 s). */
  mailTimeoutMs?: number;
  /** A cheaper challenge (tests). */
  challengeDifficulty?: ChallengeDifficulty;
  /** The install's VAPID key pair: the alerts' pushes are signed with it, alert-push-key serves its public half. */
  vapid: VapidKeys;
  /** This backend's own address: desk-staff calls its Auth and PostgREST as the hosted function calls the project's. */
  backendUrl(): string;
}

export interface LocalFunctions {
  /** The function at `/functions/v1/<name>`, or null for another name. */
  handler(name: string): ((request: Request) => Promise<Response>) | null;
  /** One sweep of every due row (what pg_cron does hosted); `now` lets tests move the clock. */
  sweep(now?: Date): ReturnType<typeof deliverDue>;
  /** The buyer alerts' part of the sweep (unit facts, matching, the mail queue). */
  buyerAlerts(now?: Date): Promise<AlertDeliveryReport>;
  /** Where the buyer mails' links lead: the site that serves this backend under /supabase. */
  setSiteOrigin(origin: string): void;
  /** Creates the alerts and digests due at `now` and puts every unsent one into the mailbox. */
  opsMails(now?: Date): Promise<number>;
  /** From FOLLOW_UP_MAIL_UTC_HOUR, the day's morning mails of due follow-ups; then sends every due one. */
  followUpMails(now?: Date): Promise<{ prepared: number; claimed: number; sent: number; failed: number }>;
  /**
   * The viewings' mails at `now`: the reminders due (pg_cron viewing-reminders hosted), from
   * FOLLOW_UP_MAIL_UTC_HOUR the staff's day mails (pg_cron viewing-day-mails), then every due one of both queues.
   */
  viewingMails(now?: Date): Promise<{
    reminders: number;
    dayMails: number;
    buyers: { claimed: number; sent: number; failed: number };
    staff: { claimed: number; sent: number; failed: number };
  }>;
  /** Sends every due reply of the desk's agents into the mailbox. */
  replyMails(now?: Date): Promise<{ claimed: number; sent: number; failed: number }>;
  /** The retention jobs (contact_retention, alert_retention, viewing_retention) at `now`. */
  retention(now?: Date): Promise<Record<string, number>>;
}

export function createLocalFunctions(db: Db, options: LocalFunctionsOptions): LocalFunctions {
  const salesAddress = options.salesAddress ?? DEFAULT_SALES_ADDRESS;
  const providerFetch = createLocalResendFetch(db, options.provider);
  const sender = (keyPrefix: string) =>
    createResendSendEmail({
      apiKey: 'local',
      from: LOCAL_FROM_HEADER,
      endpoint: LOCAL_RESEND_ENDPOINT,
      fetch: providerFetch,
      keyPrefix,
      ...(options.mailTimeoutMs ? { timeoutMs: options.mailTimeoutMs } : {}),
    });
  let links = localAlertLinks(DEFAULT_LOCAL_SITE_ORIGIN);
  const alertStore = createLocalAlertStore(db);
  const alertSender = sender(BUYER_MAIL_KEY_PREFIX);
  const push = {
    store: createLocalAlertPushStore(db),
    sendPush: createWebPushSender({ vapid: options.vapid }),
  };
  const followUpStore = createLocalFollowUpMailStore(db);
  const followUpSender = sender(FOLLOW_UP_MAIL_KEY_PREFIX);
  const replyStore = createLocalReplyMailStore(db);
  const replySender = sender(REPLY_MAIL_KEY_PREFIX);
  const viewingStore = createLocalViewingMailStore(db);
  const viewingSender = sender(VIEWING_MAIL_KEY_PREFIX);
  const viewingDayStore = createLocalViewingDayMailStore(db);
  const viewingDaySender = sender(VIEWING_DAY_MAIL_KEY_PREFIX);
  const made = async (sql: string, now: Date) =>
    (await db.query<{ made: number }>(sql, [now.toISOString()], 'service_role')).rows[0]?.made ?? 0;
  const delivery: DeliveryOptions = {
    store: createLocalStore(db),
    sendEmail: sender('contact-submission'),
    salesAddress,
    logError: () => undefined, // the row's notify_error keeps the reason
  };
  const handlers: Record<string, (request: Request) => Promise<Response>> = {
    'send-contact-email': createSendContactEmailHandler({
      ...delivery,
      serviceKey: LOCAL_SERVICE_ROLE_KEY,
      allowedOrigins: options.allowedOrigins,
    }),
    'contact-challenge': createContactChallengeHandler({
      secrets: cachedSecrets(async () => {
        const { rows } = await db.query<{ secrets: ChallengeSecrets }>(
          'select public.contact_challenge_secrets() as secrets',
          [],
          'service_role',
        );
        if (!rows[0]) throw new Error('no challenge secrets');
        return rows[0].secrets;
      }),
      allowedOrigins: options.allowedOrigins,
      admit: async (headers) => {
        const { rows } = await db.query<{ verdict: { status: string; retry_after?: number } }>(
          'select public.contact_challenge_request($1::json) as verdict',
          [JSON.stringify(headers)],
          'service_role',
        );
        const verdict = rows[0]?.verdict;
        return verdict?.status === 'rate_limited' ? (verdict.retry_after ?? 60) : 0;
      },
      ...(options.challengeDifficulty ? { difficulty: options.challengeDifficulty } : {}),
    }),
    'desk-staff': createDeskStaffHandler({
      get supabaseUrl() {
        return options.backendUrl();
      },
      anonKey: LOCAL_ANON_KEY,
      serviceKey: LOCAL_SERVICE_ROLE_KEY,
      isSiteOrigin: (origin) => LOCAL_SITE_ORIGIN.test(origin),
      allowedOrigins: options.allowedOrigins,
    }),
    'alert-push-key': createAlertPushKeyHandler({
      publicKey: options.vapid.publicKey,
      allowedOrigins: options.allowedOrigins,
    }),
    'alert-unsubscribe': createAlertUnsubscribeHandler({
      async unsubscribe(email, token) {
        const { rows } = await db.query<{ result: { status: string; watches?: number } }>(
          'select public.alert_unsubscribe($1, $2) as result',
          [email, token],
          'anon',
        );
        return rows[0]?.result ?? { status: 'invalid' };
      },
      allowedOrigins: options.allowedOrigins,
    }),
  };
  return {
    handler: (name) => handlers[name] ?? null,
    sweep: (now) => deliverDue({ ...delivery, ...(now ? { now: () => now } : {}) }),
    buyerAlerts: (now) =>
      deliverAlerts({
        store: alertStore,
        sendEmail: alertSender,
        links,
        push,
        logError: () => undefined, // the mail's (and the push's) error column keeps the reason
        ...(now ? { now: () => now } : {}),
      }),
    setSiteOrigin(origin) {
      links = localAlertLinks(origin);
    },
    async opsMails(now = new Date()) {
      await db.query('select public.alert_ops_prepare($1::timestamptz)', [now.toISOString()], 'service_role');
      const { rows } = await db.query<{ id: string; kind: string; subject: string; body: string }>(
        'select id::text, kind, subject, body from public.contact_ops_mail_prepare($1::timestamptz)',
        [now.toISOString()],
        'service_role',
      );
      for (const mail of rows) {
        await db.query(
          `insert into local_backend.mailbox (idempotency_key, kind, to_address, subject, text_body)
           values ($1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing`,
          [`contact-ops-mail/${mail.id}`, mail.kind, salesAddress, mail.subject, mail.body],
          null,
        );
        await db.query(
          'select public.contact_ops_mail_result($1::bigint, true, null, null, true, $2::timestamptz)',
          [mail.id, now.toISOString()],
          'service_role',
        );
      }
      return rows.length;
    },
    async followUpMails(now = new Date()) {
      let prepared = 0;
      if (now.getUTCHours() >= FOLLOW_UP_MAIL_UTC_HOUR) {
        const { rows } = await db.query<{ made: number }>(
          'select public.desk_follow_up_digest_prepare($1::timestamptz) as made',
          [now.toISOString()],
          'service_role',
        );
        prepared = rows[0]?.made ?? 0;
      }
      const sent = await deliverFollowUpMails({
        store: followUpStore,
        sendEmail: followUpSender,
        siteOrigin: links.siteOrigin,
        now: () => now,
        logError: () => undefined, // the mail's error column keeps the reason
      });
      return { prepared, ...sent };
    },
    async viewingMails(now = new Date()) {
      const reminders = await made('select public.viewing_reminders_prepare($1::timestamptz) as made', now);
      const dayMails =
        now.getUTCHours() >= FOLLOW_UP_MAIL_UTC_HOUR
          ? await made('select public.viewing_day_mails_prepare($1::timestamptz) as made', now)
          : 0;
      const quiet = { now: () => now, logError: () => undefined }; // the mail's error column keeps the reason
      const buyers = await deliverViewingMails({
        store: viewingStore,
        sendEmail: viewingSender,
        sender: { salesAddress, fromHeader: LOCAL_FROM_HEADER },
        siteOrigin: links.siteOrigin,
        ...quiet,
      });
      const staff = await deliverViewingDayMails({
        store: viewingDayStore,
        sendEmail: viewingDaySender,
        siteOrigin: links.siteOrigin,
        ...quiet,
      });
      return { reminders, dayMails, buyers, staff };
    },
    replyMails: (now) =>
      deliverReplyMails({
        store: replyStore,
        sendEmail: replySender,
        sender: { salesAddress, fromHeader: LOCAL_FROM_HEADER },
        siteOrigin: links.siteOrigin,
        logError: () => undefined, // the reply's error column keeps the reason
        ...(now ? { now: () => now } : {}),
      }),
    async retention(now = new Date()) {
      const { rows } = await db.query<{
        report: Record<string, number>;
        alerts: Record<string, number>;
        viewings: Record<string, number>;
      }>(
        `select public.contact_retention($1::timestamptz) as report, public.alert_retention($1::timestamptz) as alerts,
                public.viewing_retention($1::timestamptz) as viewings`,
        [now.toISOString()],
        'service_role',
      );
      return { ...rows[0]?.report, ...rows[0]?.alerts, ...rows[0]?.viewings };
    },
  };
}
