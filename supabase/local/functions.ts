/**
 * The Edge Functions on the local backend: send-contact-email (its own handler and sweep, with a
 * `NotificationStore` on the local database, the same SQL functions the hosted store calls through
 * PostgREST, and the real Resend client talking to the local provider, mail-provider.ts) and
 * contact-challenge (its own handler, the secrets read from the local database). Also what pg_cron does
 * hosted: the alerts and the spam digest (contact_ops_mail_prepare, straight into the mailbox, not through
 * the provider, as the hosted path bypasses the function) and the retention job.
 */
import type { ChallengeDifficulty, ChallengeSecrets } from '../functions/_shared/contact-challenge.ts';
import { cachedSecrets, createContactChallengeHandler } from '../functions/contact-challenge/handler.ts';
import { createSendContactEmailHandler } from '../functions/send-contact-email/handler.ts';
import {
  deliverDue,
  type DeliveryOptions,
  type NotificationStore,
  type SubmissionRow,
} from '../functions/send-contact-email/notification.ts';
import { createResendSendEmail } from '../functions/send-contact-email/resend-email.ts';
import type { Db } from './db.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { createLocalResendFetch, LOCAL_RESEND_ENDPOINT, type MailProvider } from './mail-provider.ts';

export const DEFAULT_SALES_ADDRESS = 'sales@grabbeallee-68.local';

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

export interface LocalFunctionsOptions {
  salesAddress?: string;
  provider: MailProvider;
  allowedOrigins: readonly string[];
  /** The provider call's timeout (default: the function's, 30 s). */
  mailTimeoutMs?: number;
  /** A cheaper challenge (tests). */
  challengeDifficulty?: ChallengeDifficulty;
}

export interface LocalFunctions {
  /** The function at `/functions/v1/<name>`, or null for another name. */
  handler(name: string): ((request: Request) => Promise<Response>) | null;
  /** One sweep of every due row (what pg_cron does hosted); `now` lets tests move the clock. */
  sweep(now?: Date): ReturnType<typeof deliverDue>;
  /** Creates the alerts and digests due at `now` and puts every unsent one into the mailbox. */
  opsMails(now?: Date): Promise<number>;
  /** The retention job (contact_retention) at `now`. */
  retention(now?: Date): Promise<Record<string, number>>;
}

export function createLocalFunctions(db: Db, options: LocalFunctionsOptions): LocalFunctions {
  const salesAddress = options.salesAddress ?? DEFAULT_SALES_ADDRESS;
  const delivery: DeliveryOptions = {
    store: createLocalStore(db),
    sendEmail: createResendSendEmail({
      apiKey: 'local',
      from: 'Grabbeallee 68 <website@grabbeallee-68.local>',
      endpoint: LOCAL_RESEND_ENDPOINT,
      fetch: createLocalResendFetch(db, options.provider),
      ...(options.mailTimeoutMs ? { timeoutMs: options.mailTimeoutMs } : {}),
    }),
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
  };
  return {
    handler: (name) => handlers[name] ?? null,
    sweep: (now) => deliverDue({ ...delivery, ...(now ? { now: () => now } : {}) }),
    async opsMails(now = new Date()) {
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
    async retention(now = new Date()) {
      const { rows } = await db.query<{ report: Record<string, number> }>(
        'select public.contact_retention($1::timestamptz) as report',
        [now.toISOString()],
        'service_role',
      );
      return rows[0]?.report ?? {};
    },
  };
}
