/**
 * The Edge Functions the local backend serves under /functions/v1/<name>: the functions' own handlers,
 * with local stand-ins for their external services.
 */
import { createSendContactEmailHandler, type SendEmail } from '../functions/send-contact-email/handler.ts';
import type { Db } from './db.ts';

export type FunctionHandler = (request: Request) => Promise<Response>;

export interface MailboxEntry {
  id: number;
  idempotencyKey: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  createdAt: string;
}

export const DEFAULT_SALES_ADDRESS = 'sales@grabbeallee-68.local';

/** "Sends" by writing to local_backend.mailbox; a repeated idempotency key is dropped, as Resend does. */
export function createMailboxSendEmail(db: Db): SendEmail {
  return async (email) => {
    await db.query(
      `insert into local_backend.mailbox (idempotency_key, to_address, reply_to, subject, text_body)
       values ($1, $2, $3, $4, $5)
       on conflict (idempotency_key) do nothing`,
      [email.idempotencyKey, email.to, email.replyTo, email.subject, email.text],
      null,
    );
  };
}

export async function readMailbox(db: Db): Promise<MailboxEntry[]> {
  const { rows } = await db.query<{ body: string }>(
    `select coalesce(json_agg(json_build_object(
              'id', id, 'idempotencyKey', idempotency_key, 'to', to_address, 'replyTo', reply_to,
              'subject', subject, 'text', text_body, 'createdAt', created_at) order by id), '[]'::json)::text as body
       from local_backend.mailbox`,
    [],
    null,
  );
  return JSON.parse((rows[0] as { body: string }).body) as MailboxEntry[];
}

export function createLocalFunctions(
  db: Db,
  options: { salesAddress?: string } = {},
): Map<string, FunctionHandler> {
  return new Map<string, FunctionHandler>([
    [
      'send-contact-email',
      createSendContactEmailHandler({
        sendEmail: createMailboxSendEmail(db),
        salesAddress: options.salesAddress ?? DEFAULT_SALES_ADDRESS,
        logError: (message, error) => console.error(`[local-backend] ${message}`, error),
      }),
    ],
  ]);
}
