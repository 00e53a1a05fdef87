/**
 * Supabase Edge Function entry point (Deno): `supabase functions deploy alert-push-key`.
 * Secrets: VAPID_PUBLIC_KEY (shared with send-contact-email, which also needs VAPID_PRIVATE_KEY and
 * VAPID_SUBJECT; supabase/README.md, "Push"). SITE_ORIGIN sets CORS.
 */
import { siteOrigins } from '../_shared/cors.ts';
import { createAlertPushKeyHandler } from './handler.ts';

Deno.serve(
  createAlertPushKeyHandler({
    publicKey: (Deno.env.get('VAPID_PUBLIC_KEY') ?? '').trim(),
    allowedOrigins: siteOrigins(Deno.env.get('SITE_ORIGIN') ?? ''),
  }),
);
