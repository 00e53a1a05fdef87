/**
 * The desk's replies: each queued row (desk_lead_reply wrote it with what the agent sent) becomes one mail to
 * the lead, from the sales address with the agent's name, answered to the sales address; delivered by the sweep
 * as the other queued mails are (desk_reply_mail_claim / _result: a lease, the provider's idempotency key
 * reply-mail/<id>, mail_queue_next's retries).
 *
 * Runtime-neutral (Deno and Node): valibot, @lingui/core and Intl only.
 */
import { replyMailRowSchema, type ReplyMailRow } from '../_shared/reply-rules.ts';
import { imprintLine, mailI18n } from './alert-mail.ts';
import { deliverMailQueue, type MailQueueDeliveryOptions, type MailQueueReport } from './drain-queue.ts';
import type { ContactEmail } from './notification.ts';

export const REPLY_MAIL_KEY_PREFIX = 'reply-mail';

/** Who a reply comes from: the sales team's address, and the company's name as its sender shows it. */
export interface ReplySender {
  salesAddress: string;
  /** The sender's configured address ("Grabbeallee 68 <website@…>"): its name is the company's. */
  fromHeader: string;
}

/** The display name of an address header ("Grabbeallee 68 <website@…>" → "Grabbeallee 68"), or ''. */
export function displayNameOf(header: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(header);
  return match?.[1]?.trim() ?? '';
}

/** "Anna Berger · Grabbeallee 68" <sales@…>: quotes, angle brackets and line breaks are taken out of the name. */
export function replyFrom(agentName: string, sender: ReplySender): string {
  const clean = (text: string) => text.replace(/["<>\\\r\n]+/g, ' ').trim();
  const name = [clean(agentName), clean(displayNameOf(sender.fromHeader))].filter(Boolean).join(' · ');
  return name ? `"${name}" <${sender.salesAddress}>` : sender.salesAddress;
}

/** The mail a claimed row stands for: the agent's text as sent, the legal notice below it. */
export function buildReplyEmail(row: ReplyMailRow, sender: ReplySender, siteOrigin: string): ContactEmail {
  const i18n = mailI18n(row.locale);
  return {
    from: replyFrom(row.from_name, sender),
    to: row.to_email,
    replyTo: sender.salesAddress,
    subject: row.subject,
    text: [row.body.trimEnd(), '', '--', imprintLine(i18n, siteOrigin, row.locale)].join('\n'),
    idempotencyKey: row.id,
  };
}

/** Its store is desk_reply_mail_claim / _result; its sender's keyPrefix is REPLY_MAIL_KEY_PREFIX. */
export interface ReplyDeliveryOptions extends MailQueueDeliveryOptions {
  sender: ReplySender;
  /** The site whose legal notice the mail names, e.g. https://grabbeallee68.de. */
  siteOrigin: string;
}

/** Sends every due reply of the queue, one at a time. */
export function deliverReplyMails(options: ReplyDeliveryOptions): Promise<MailQueueReport> {
  return deliverMailQueue({
    store: options.store,
    schema: replyMailRowSchema,
    build: (row) => buildReplyEmail(row, options.sender, options.siteOrigin),
    sendEmail: options.sendEmail,
    what: 'reply',
    now: options.now,
    logError: options.logError,
  });
}
