/**
 * Replies from the desk, written once: the templates, the limits the database checks
 * (migration 20261130150000_lead_replies.sql) and the row the delivery reads.
 *
 * Runtime-neutral: `valibot` and the alert rules' languages are the only imports.
 */
import * as v from 'valibot';

import { ALERT_LOCALES, type AlertLocale } from './alert-rules.ts';

export const REPLY_TEMPLATES = ['first_answer', 'expose', 'viewing_invitation', 'price_list'] as const;
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number];

/** A reply goes out in the lead's language: the site's two. */
export const REPLY_LOCALES = ALERT_LOCALES;
export type ReplyLocale = AlertLocale;

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/** A reply as desk_reply_mail_claim hands it out: what the agent sent, and who. */
export const replyMailRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  to_email: v.string(),
  locale: v.picklist(REPLY_LOCALES),
  from_name: v.string(),
  subject: v.pipe(v.string(), v.minLength(1), v.maxLength(REPLY_SUBJECT_MAX)),
  body: v.pipe(v.string(), v.minLength(1), v.maxLength(REPLY_BODY_MAX)),
});
export type ReplyMailRow = v.InferOutput<typeof replyMailRowSchema>;
