/**
 * The send-contact-email function on the local backend: the function's own handler and sweep, with a
 * `NotificationStore` on the local database (the same SQL functions the hosted store calls through
 * PostgREST) and a mail provider that writes to local_backend.mailbox. A repeated idempotency key is
 * answered like Resend's 409 ('duplicate'); the provider can be switched off to simulate an outage.
 */
import { createSendContactEmailHandler } from '../functions/send-contact-email/handler.ts';
import {
  deliverDue,
  type DeliveryOptions,
  type NotificationStore,
  type SendEmail,
  type SubmissionRow,
} from '../functions/send-contact-email/notification.ts';
import type { Db } from './db.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export const DEFAULT_SALES_ADDRESS = 'sales@grabbeallee-68.local';

export interface MailProvider {
  /** While down, every send fails like an unreachable provider (HTTP 503). */
  down: boolean;
}

function createLocalStore(db: Db): NotificationStore {
  const asService = <R>(sql: string, params: (string | null)[]) => db.query<R>(sql, params, 'service_role');
  return {
    async request(id, ip) {
      const { rows } = await asService<{ verdict: { status: string; retry_after?: number } }>(
        'select public.contact_notification_request($1::uuid, $2) as verdict',
        [id, ip],
      );
      const verdict = rows[0]?.verdict ?? { status: 'not_found' };
      if (verdict.status === 'rate_limited')
        return { status: 'rate_limited', retryAfter: verdict.retry_after ?? 60 };
      return { status: verdict.status === 'ok' ? 'ok' : 'not_found' };
    },
    async claim({ id, now, limit = 20 }) {
      const { rows } = await asService<SubmissionRow>(
        `select id, to_json(created_at) #>> '{}' as created_at, name, email, phone, preferred_rooms, message
           from public.contact_notification_claim($1::uuid, $2::timestamptz, $3::integer)`,
        [id ?? null, now.toISOString(), String(limit)],
      );
      return rows;
    },
    async finish(id, result, now) {
      await asService(
        'select public.contact_notification_result($1::uuid, $2::boolean, $3, $4::timestamptz)',
        [id, String(result.sent), result.sent ? null : result.error, now.toISOString()],
      );
    },
  };
}

function createMailboxSendEmail(db: Db, provider: MailProvider): SendEmail {
  return async (email) => {
    if (provider.down) throw new Error('Email API answered 503: the local mail provider is down');
    const { rowCount } = await db.query(
      `insert into local_backend.mailbox (idempotency_key, to_address, reply_to, subject, text_body)
       values ($1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing`,
      [email.idempotencyKey, email.to, email.replyTo, email.subject, email.text],
      null,
    );
    return rowCount === 0 ? 'duplicate' : 'sent';
  };
}

export interface LocalFunctions {
  handle(request: Request): Promise<Response>;
  /** One sweep of every due row (what pg_cron does hosted); `now` lets tests move the clock. */
  sweep(now?: Date): ReturnType<typeof deliverDue>;
}

export function createLocalFunctions(
  db: Db,
  options: { salesAddress?: string; provider: MailProvider; allowedOrigins: readonly string[] },
): LocalFunctions {
  const delivery: DeliveryOptions = {
    store: createLocalStore(db),
    sendEmail: createMailboxSendEmail(db, options.provider),
    salesAddress: options.salesAddress ?? DEFAULT_SALES_ADDRESS,
    logError: () => undefined, // the row's notify_error keeps the reason
  };
  return {
    handle: createSendContactEmailHandler({
      ...delivery,
      serviceKey: LOCAL_SERVICE_ROLE_KEY,
      allowedOrigins: options.allowedOrigins,
    }),
    sweep: (now) => deliverDue({ ...delivery, ...(now ? { now: () => now } : {}) }),
  };
}
