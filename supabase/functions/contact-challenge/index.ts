/**
 * Supabase Edge Function entry point (Deno): `supabase functions deploy contact-challenge`.
 * It needs no secrets of its own: the HMAC secrets live in the database (private.contact_secrets, made by
 * the migration) and are read with the service role. SITE_ORIGIN (shared with send-contact-email) sets CORS.
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the platform.
 */
import type { ChallengeSecrets } from '../_shared/contact-challenge.ts';
import { siteOrigins } from '../_shared/cors.ts';
import { createRestRpc } from '../_shared/rest-rpc.ts';
import { cachedSecrets, createContactChallengeHandler } from './handler.ts';

const env = (name: string): string => Deno.env.get(name) ?? '';
const rpc = createRestRpc({ url: env('SUPABASE_URL'), serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') });

Deno.serve(
  createContactChallengeHandler({
    secrets: cachedSecrets(() => rpc<ChallengeSecrets>('contact_challenge_secrets', {})),
    allowedOrigins: siteOrigins(env('SITE_ORIGIN')),
    admit: async (headers) => {
      const verdict = await rpc<{ status: string; retry_after?: number }>('contact_challenge_request', {
        p_headers: headers,
      });
      return verdict.status === 'rate_limited' ? (verdict.retry_after ?? 60) : 0;
    },
  }),
);
