/**
 * The send-contact-email Edge Function, runtime-neutral (web `Request`/`Response` only), so the Deno entry
 * point (index.ts) and the embedded local backend run the same code.
 *
 * POST { id }          a browser's fast path after its insert: mails that stored row now if it is due.
 *                       200 { status: 'sent' } · 202 { status: 'queued' } (not due, already sent, spam, or the
 *                       provider failed: the server-side sweep owns it) · 404 unknown id, nothing sent ·
 *                       429 + Retry-After (per IP, per address; not for the service role)
 * POST { sweep: true }  service role only (pg_cron, the local timer): mails every due row, then the buyer alerts
 *                       (alert-delivery.ts), the agents' morning mails (follow-up-digest.ts), the desk's replies,
 *                       the viewing mails (viewing-mail.ts) and the staff's day mails (viewing-day-mail.ts).
 *                       200 { claimed, sent, failed, alerts, followUps, replies, viewings, viewingDays }
 * 400 bad body · 401 sweep without the service key · 405 other methods · 413 too large · 415 not JSON.
 * The mail is built from the row (read with the service role), never from the request.
 * OPTIONS answers the CORS preflight for the allowed origins only.
 */
import * as v from 'valibot';

import { notificationRequestSchema } from '../_shared/contact-rules.ts';
import { corsHeaders, jsonAnswer } from '../_shared/cors.ts';
import { deliverAlerts, type AlertDeliveryOptions } from './alert-delivery.ts';
import { deliverFollowUpMails, type FollowUpDeliveryOptions } from './follow-up-digest.ts';
import { deliverDue, type DeliveryOptions } from './notification.ts';
import { deliverReplyMails, type ReplyDeliveryOptions } from './reply-delivery.ts';
import { deliverViewingDayMails, type ViewingDayDeliveryOptions } from './viewing-day-mail.ts';
import { deliverViewingMails, type ViewingDeliveryOptions } from './viewing-mail.ts';

export interface SendContactEmailOptions extends DeliveryOptions {
  /** The service role key: a bearer with it may sweep and is not rate limited. */
  serviceKey: string;
  /** Origins allowed to call from a browser (the site); others get no CORS grant. */
  allowedOrigins: readonly string[];
  /** The buyer alerts the sweep delivers after the leads' mails. */
  alerts?: AlertDeliveryOptions;
  /** The agents' morning mails of due follow-ups, sent after the buyer alerts. */
  followUps?: FollowUpDeliveryOptions;
  /** The replies agents sent from the desk. */
  replies?: ReplyDeliveryOptions;
  /** The buyers' viewing mails (confirmation, change, cancellation, reminder) with their invitations. */
  viewings?: ViewingDeliveryOptions;
  /** The staff's morning mails of the day's viewings. */
  viewingDays?: ViewingDayDeliveryOptions;
}

export const MAX_BODY_BYTES = 16 * 1024;

const METHODS = 'POST, OPTIONS';
/** Not needed by the database to find the client IP, and not to be logged there. */
const PRIVATE_HEADERS = new Set(['authorization', 'apikey', 'cookie']);

/** The request's headers for the database, which reads the client IP from them (contact_client_ip). */
export function forwardedHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!PRIVATE_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

export function createSendContactEmailHandler(
  options: SendContactEmailOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      jsonAnswer(request, options.allowedOrigins, METHODS, status, body, extra);
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: corsHeaders(request, options.allowedOrigins, METHODS),
      });
    }
    if (request.method !== 'POST') {
      return json(405, { error: 'Method not allowed', code: 'method_not_allowed' }, { Allow: METHODS });
    }
    if (!/^application\/json\b/i.test(request.headers.get('content-type')?.trim() ?? '')) {
      return json(415, { error: 'Content-Type must be application/json', code: 'unsupported_media_type' });
    }
    const buffer = await request.arrayBuffer();
    if (buffer.byteLength > MAX_BODY_BYTES) {
      return json(413, { error: 'Request body too large', code: 'payload_too_large' });
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(buffer));
    } catch {
      return json(400, { error: 'Invalid JSON body', code: 'invalid_json' });
    }
    const parsed = v.safeParse(notificationRequestSchema, body);
    if (!parsed.success) return json(400, { error: 'Invalid submission id', code: 'id.invalid' });

    const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const isService = options.serviceKey !== '' && bearer === options.serviceKey;
    try {
      if ('sweep' in parsed.output) {
        if (!isService) return json(401, { error: 'Only the service role may sweep', code: 'unauthorized' });
        const leads = await deliverDue(options);
        const alerts = options.alerts ? await deliverAlerts(options.alerts) : undefined;
        const followUps = options.followUps ? await deliverFollowUpMails(options.followUps) : undefined;
        const replies = options.replies ? await deliverReplyMails(options.replies) : undefined;
        const viewings = options.viewings ? await deliverViewingMails(options.viewings) : undefined;
        const viewingDays = options.viewingDays
          ? await deliverViewingDayMails(options.viewingDays)
          : undefined;
        return json(200, {
          ...leads,
          ...(alerts ? { alerts } : {}),
          ...(followUps ? { followUps } : {}),
          ...(replies ? { replies } : {}),
          ...(viewings ? { viewings } : {}),
          ...(viewingDays ? { viewingDays } : {}),
        });
      }
      const { id } = parsed.output;
      if (!isService) {
        const verdict = await options.store.request(id, forwardedHeaders(request));
        if (verdict.status === 'rate_limited') {
          return json(
            429,
            { error: 'Too many requests', code: 'rate_limited' },
            { 'Retry-After': String(verdict.retryAfter) },
          );
        }
        if (verdict.status === 'not_found')
          return json(404, { error: 'No such submission', code: 'not_found' });
      }
      const report = await deliverDue(options, id);
      return report.sent > 0 ? json(200, { status: 'sent' }) : json(202, { status: 'queued' });
    } catch (error) {
      (options.logError ?? console.error)('send-contact-email: the database failed', error);
      return json(503, { error: 'Try again later', code: 'unavailable' }, { 'Retry-After': '30' });
    }
  };
}
