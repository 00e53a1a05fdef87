/**
 * Supabase Edge Function entry point (Deno). Deploy with `supabase functions deploy send-contact-email`.
 *
 * Secrets (`supabase secrets set …`):
 * - RESEND_API_KEY          API key of the email service (Resend-compatible HTTP API)
 * - CONTACT_SALES_EMAIL     where notifications go
 * - CONTACT_FROM_EMAIL      verified sender, e.g. "Grabbeallee 68 <website@example.com>"
 * - SITE_ORIGIN             the site's origin(s), comma-separated (CORS), default https://grabbeallee68.de
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the platform.
 */
import { siteOrigins } from '../_shared/cors.ts';
import { createRestRpc } from '../_shared/rest-rpc.ts';
import { createSendContactEmailHandler } from './handler.ts';
import type { SendEmail } from './notification.ts';
import { createResendSendEmail } from './resend-email.ts';
import { createRestNotificationStore } from './rest-notification-store.ts';

const env = (name: string) => Deno.env.get(name) ?? '';
const missing = ['RESEND_API_KEY', 'CONTACT_SALES_EMAIL', 'CONTACT_FROM_EMAIL'].filter((name) => !env(name));

// A missing secret must not crash the worker at boot: every attempt fails (and is retried by the sweep)
// with the reason in the row's notify_error and the function's log.
const sendEmail: SendEmail =
  missing.length > 0
    ? () => Promise.resolve({ outcome: 'retry', error: `secrets not set: ${missing.join(', ')}` })
    : createResendSendEmail({ apiKey: env('RESEND_API_KEY'), from: env('CONTACT_FROM_EMAIL'), fetch });

Deno.serve(
  createSendContactEmailHandler({
    store: createRestNotificationStore(
      createRestRpc({ url: env('SUPABASE_URL'), serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') }),
    ),
    sendEmail,
    salesAddress: env('CONTACT_SALES_EMAIL'),
    serviceKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    allowedOrigins: siteOrigins(env('SITE_ORIGIN')),
  }),
);
