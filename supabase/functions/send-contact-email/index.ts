/**
 * Supabase Edge Function entry point (Deno). Deploy with `supabase functions deploy send-contact-email`.
 *
 * Secrets (`supabase secrets set …`):
 * - RESEND_API_KEY          API key of the email service (Resend-compatible HTTP API)
 * - CONTACT_SALES_EMAIL     where notifications go, the sender of the desk's replies to leads (a verified domain),
 *                           and the viewing mails' Reply-To and their invitations' ORGANIZER
 * - CONTACT_FROM_EMAIL      verified sender, e.g. "Grabbeallee 68 <website@example.com>"
 * - SITE_ORIGIN             the site's origin(s), comma-separated (CORS; the first is the buyer mails' links),
 *                           default https://grabbeallee68.de
 * - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT  the buyer alerts' push (optional: without them the alerts
 *                           go out by mail only; supabase/README.md, "Push")
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the platform.
 */
import { siteOrigins } from '../_shared/cors.ts';
import { createRestRpc } from '../_shared/rest-rpc.ts';
import { createSendContactEmailHandler } from './handler.ts';
import type { SendEmail } from './notification.ts';
import { createResendSendEmail } from './resend-email.ts';
import { FOLLOW_UP_MAIL_KEY_PREFIX } from './follow-up-digest.ts';
import {
  createRestAlertPushStore,
  createRestAlertStore,
  createRestFollowUpMailStore,
  createRestReplyMailStore,
  createRestViewingDayMailStore,
  createRestViewingMailStore,
} from './rest-alert-store.ts';
import { createRestNotificationStore } from './rest-notification-store.ts';
import { REPLY_MAIL_KEY_PREFIX } from './reply-delivery.ts';
import { VIEWING_DAY_MAIL_KEY_PREFIX } from './viewing-day-mail.ts';
import { VIEWING_MAIL_KEY_PREFIX } from './viewing-mail.ts';
import { createWebPushSender } from './web-push-sender.ts';

const env = (name: string) => Deno.env.get(name) ?? '';
const missing = ['RESEND_API_KEY', 'CONTACT_SALES_EMAIL', 'CONTACT_FROM_EMAIL'].filter((name) => !env(name));

// A missing secret must not crash the worker at boot: every attempt fails (and is retried by the sweep)
// with the reason in the row's notify_error and the function's log.
const sender = (keyPrefix: string): SendEmail =>
  missing.length > 0
    ? () => Promise.resolve({ outcome: 'retry', error: `secrets not set: ${missing.join(', ')}` })
    : createResendSendEmail({
        apiKey: env('RESEND_API_KEY'),
        from: env('CONTACT_FROM_EMAIL'),
        fetch,
        keyPrefix,
      });
const rpc = createRestRpc({ url: env('SUPABASE_URL'), serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') });
const origins = siteOrigins(env('SITE_ORIGIN'));
const salesSender = { salesAddress: env('CONTACT_SALES_EMAIL'), fromHeader: env('CONTACT_FROM_EMAIL') };
const vapid = {
  subject: env('VAPID_SUBJECT'),
  publicKey: env('VAPID_PUBLIC_KEY'),
  privateKey: env('VAPID_PRIVATE_KEY'),
};
// Push is optional: without its three secrets the alerts are mailed and their pushes wait in the queue.
const push =
  vapid.subject && vapid.publicKey && vapid.privateKey
    ? { store: createRestAlertPushStore(rpc), sendPush: createWebPushSender({ vapid }) }
    : undefined;

Deno.serve(
  createSendContactEmailHandler({
    store: createRestNotificationStore(rpc),
    sendEmail: sender('contact-submission'),
    salesAddress: env('CONTACT_SALES_EMAIL'),
    serviceKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    allowedOrigins: origins,
    alerts: {
      store: createRestAlertStore(rpc),
      sendEmail: sender('alert-mail'),
      links: {
        siteOrigin: origins[0]!,
        unsubscribeEndpoint: `${env('SUPABASE_URL')}/functions/v1/alert-unsubscribe`,
      },
      ...(push ? { push } : {}),
    },
    followUps: {
      store: createRestFollowUpMailStore(rpc),
      sendEmail: sender(FOLLOW_UP_MAIL_KEY_PREFIX),
      siteOrigin: origins[0]!,
    },
    replies: {
      store: createRestReplyMailStore(rpc),
      sendEmail: sender(REPLY_MAIL_KEY_PREFIX),
      sender: salesSender,
      siteOrigin: origins[0]!,
    },
    viewings: {
      store: createRestViewingMailStore(rpc),
      sendEmail: sender(VIEWING_MAIL_KEY_PREFIX),
      sender: salesSender,
      siteOrigin: origins[0]!,
    },
    viewingDays: {
      store: createRestViewingDayMailStore(rpc),
      sendEmail: sender(VIEWING_DAY_MAIL_KEY_PREFIX),
      siteOrigin: origins[0]!,
    },
  }),
);
