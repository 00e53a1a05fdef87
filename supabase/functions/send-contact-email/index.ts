/**
 * Supabase Edge Function entry point (Deno). Deploy with `supabase functions deploy send-contact-email`.
 *
 * Secrets (`supabase secrets set …`):
 * - RESEND_API_KEY          API key of the email service (Resend-compatible HTTP API)
 * - CONTACT_SALES_EMAIL     where notifications go
 * - CONTACT_FROM_EMAIL      verified sender, e.g. "Grabbeallee 68 <website@example.com>"
 * - CONTACT_ALLOWED_ORIGIN  optional Access-Control-Allow-Origin, default '*'
 */
import { createSendContactEmailHandler, type SendEmail } from './handler.ts';
import { createResendSendEmail } from './resend-email.ts';

const REQUIRED_SECRETS = ['RESEND_API_KEY', 'CONTACT_SALES_EMAIL', 'CONTACT_FROM_EMAIL'] as const;
const missing = REQUIRED_SECRETS.filter((name) => !Deno.env.get(name));

// A missing secret must not crash the worker at boot (the browser would get a response without CORS
// headers): the body is still validated, and sending answers 502 with the reason in the function's log.
const sendEmail: SendEmail =
  missing.length > 0
    ? () => Promise.reject(new Error(`secrets not set: ${missing.join(', ')}`))
    : createResendSendEmail({
        apiKey: Deno.env.get('RESEND_API_KEY') ?? '',
        from: Deno.env.get('CONTACT_FROM_EMAIL') ?? '',
        fetch,
      });

Deno.serve(
  createSendContactEmailHandler({
    sendEmail,
    salesAddress: Deno.env.get('CONTACT_SALES_EMAIL') ?? '',
    allowedOrigin: Deno.env.get('CONTACT_ALLOWED_ORIGIN') || '*',
  }),
);
