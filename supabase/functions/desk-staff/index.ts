/**
 * Supabase Edge Function entry point (Deno): `supabase functions deploy desk-staff`. SUPABASE_URL,
 * SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are the project's own (set by Supabase); SITE_ORIGIN names the
 * site's origins (CORS, and where an invite may lead).
 */
import { siteOrigins } from '../_shared/cors.ts';
import { createDeskStaffHandler } from './handler.ts';

const origins = siteOrigins(Deno.env.get('SITE_ORIGIN') ?? '');

Deno.serve(
  createDeskStaffHandler({
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    isSiteOrigin: (origin) => origins.includes(origin),
    allowedOrigins: origins,
  }),
);
