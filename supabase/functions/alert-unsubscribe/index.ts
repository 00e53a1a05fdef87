/**
 * Supabase Edge Function entry point (Deno): `supabase functions deploy alert-unsubscribe` (verify_jwt = false
 * in config.toml: a mail client posts without a key). Secrets: SITE_ORIGIN (CORS), as send-contact-email.
 */
import { siteOrigins } from '../_shared/cors.ts';
import { createRestRpc } from '../_shared/rest-rpc.ts';
import { createAlertUnsubscribeHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name) ?? '';
const rpc = createRestRpc({ url: env('SUPABASE_URL'), serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') });

Deno.serve(
  createAlertUnsubscribeHandler({
    unsubscribe: (email, token) =>
      rpc<{ status: string; watches?: number }>('alert_unsubscribe', { p_email: email, p_token: token }),
    allowedOrigins: siteOrigins(env('SITE_ORIGIN')),
  }),
);
