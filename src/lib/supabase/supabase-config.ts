import * as v from 'valibot';

import { LOCAL_ANON_KEY } from '../../../supabase/local/keys';

/** The embedded local backend (`npm run backend`, `npm start`, the browser tests). */
export const LOCAL_SUPABASE_URL = 'http://localhost:54321';

const supabaseConfigSchema = v.object({
  url: v.pipe(
    v.string(),
    v.url('VITE_SUPABASE_URL must be an absolute URL, e.g. https://<ref>.supabase.co'),
    v.regex(/^https?:\/\//, 'VITE_SUPABASE_URL must use http or https'),
  ),
  anonKey: v.pipe(v.string(), v.trim(), v.nonEmpty('VITE_SUPABASE_ANON_KEY must not be empty')),
});

export type SupabaseConfig = v.InferOutput<typeof supabaseConfigSchema>;

/**
 * The backend the app talks to: `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` at build time
 * (a hosted project), otherwise the local backend with its public demo anon key. A malformed value
 * fails loudly instead of sending messages into the void.
 */
export function readSupabaseConfig(
  env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string } = import.meta.env,
): SupabaseConfig {
  const result = v.safeParse(supabaseConfigSchema, {
    url: env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL,
    anonKey: env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  });
  if (!result.success) throw new Error(`Invalid Supabase configuration: ${result.issues[0].message}`);
  return { url: result.output.url.replace(/\/+$/, ''), anonKey: result.output.anonKey };
}
