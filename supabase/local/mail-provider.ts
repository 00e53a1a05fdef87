/**
 * The local backend's mail provider: Resend's `POST /emails` as a `fetch` (what createResendSendEmail
 * calls), writing to local_backend.mailbox. It answers as Resend documents for idempotency keys: a repeat
 * with the same payload gets the first answer (200, no second mail), a repeat with another payload 409
 * `invalid_idempotent_request`, a repeat while the first is still being processed 409
 * `concurrent_idempotent_requests`. Test hooks switch it down (503) or make it slow (`delayMs`: it keeps
 * processing after the caller gave up, as a real provider would).
 */
import { FOLLOW_UP_MAIL_KEY_PREFIX } from '../functions/send-contact-email/follow-up-digest.ts';
import { REPLY_MAIL_KEY_PREFIX } from '../functions/send-contact-email/reply-delivery.ts';
import { VIEWING_DAY_MAIL_KEY_PREFIX } from '../functions/send-contact-email/viewing-day-mail.ts';
import { VIEWING_MAIL_KEY_PREFIX } from '../functions/send-contact-email/viewing-mail.ts';
import type { Db } from './db.ts';

export interface MailProvider {
  /** While down, every send is answered 503. */
  down: boolean;
  /** How long a send takes before the mail is stored and answered (default 0). */
  delayMs: number;
}

export const LOCAL_RESEND_ENDPOINT = 'http://local-mail-provider/emails';

/** The idempotency keys of buyer mails (alert-delivery.ts's sender): stored as kind 'buyer'. */
export const BUYER_MAIL_KEY_PREFIX = 'alert-mail';
/** The mailbox's kind of each sender's mails, by its idempotency keys' prefix; any other: 'contact'. */
const KIND_OF_PREFIX: Record<string, string> = {
  [BUYER_MAIL_KEY_PREFIX]: 'buyer',
  [FOLLOW_UP_MAIL_KEY_PREFIX]: 'staff',
  [VIEWING_DAY_MAIL_KEY_PREFIX]: 'staff',
  [REPLY_MAIL_KEY_PREFIX]: 'reply',
  [VIEWING_MAIL_KEY_PREFIX]: 'viewing',
};

const kindOfKey = (key: string): string => KIND_OF_PREFIX[key.slice(0, key.indexOf('/'))] ?? 'contact';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Rejects with the signal's reason once it aborts, like fetch. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    work.then(resolve, reject);
  });
}

export function createLocalResendFetch(db: Db, provider: MailProvider): typeof fetch {
  const inFlight = new Set<string>();
  return async (_input, init) => {
    if (provider.down)
      return answer(503, { name: 'application_error', message: 'the local mail provider is down' });
    const headers = new Headers(init?.headers);
    const key = headers.get('idempotency-key') ?? crypto.randomUUID();
    const body = String(init?.body ?? '');
    const mail = JSON.parse(body) as {
      from?: string;
      to: string[];
      reply_to?: string;
      subject: string;
      text: string;
      headers?: Record<string, string>;
      attachments?: { filename: string; content: string; content_type?: string }[];
    };
    if (inFlight.has(key)) {
      return answer(409, { name: 'concurrent_idempotent_requests', message: 'Same key, still in progress.' });
    }
    const hash = await sha256Hex(body);
    const { rows } = await db.query<{ payload_sha256: string | null }>(
      'select payload_sha256 from local_backend.mailbox where idempotency_key = $1',
      [key],
      null,
    );
    if (rows[0]) {
      return rows[0].payload_sha256 === hash
        ? answer(200, { id: key })
        : answer(409, { name: 'invalid_idempotent_request', message: 'Same key, different payload.' });
    }
    inFlight.add(key);
    const work = (async () => {
      if (provider.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, provider.delayMs));
      await db.query(
        `insert into local_backend.mailbox (idempotency_key, kind, from_address, to_address, reply_to, subject,
                                            text_body, headers, attachments, payload_sha256)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10) on conflict (idempotency_key) do nothing`,
        [
          key,
          kindOfKey(key),
          mail.from ?? null,
          mail.to.join(', '),
          mail.reply_to ?? null,
          mail.subject,
          mail.text,
          mail.headers ? JSON.stringify(mail.headers) : null,
          mail.attachments ? JSON.stringify(mail.attachments) : null,
          hash,
        ],
        null,
      );
      return answer(200, { id: key });
    })().finally(() => inFlight.delete(key));
    return untilAborted(work, init?.signal);
  };
}
