/**
 * Which backend the app talks to, decided at build time so that no build sends visitors' messages to a
 * backend that is not there: hosted (VITE_SUPABASE_URL + key) or local (served under `/supabase` on the
 * site's own origin, so no port is baked in). Pages and the service worker both read it.
 */
import * as v from 'valibot';

import { LOCAL_ANON_KEY } from './local-anon-key.ts';

/** Where the site's server mounts the embedded backend, on the site's own origin. */
export const LOCAL_BACKEND_PATH = '/supabase';

export type BackendMode = 'local' | 'hosted';

export interface BackendEnv {
  VITE_BACKEND?: string | undefined;
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
  /** true in `vite dev` and Vitest, where local is the default. */
  DEV?: boolean | undefined;
}

export type BackendSetting = { mode: 'local' } | { mode: 'hosted'; url: string; anonKey: string };

export class BackendConfigError extends Error {
  override name = 'BackendConfigError';
}

const hostedSchema = v.object({
  url: v.pipe(
    v.string('VITE_SUPABASE_URL is missing: set it to the project URL, e.g. https://<ref>.supabase.co'),
    v.url('VITE_SUPABASE_URL must be an absolute URL, e.g. https://<ref>.supabase.co'),
    v.regex(/^https?:\/\//, 'VITE_SUPABASE_URL must use http or https'),
  ),
  anonKey: v.pipe(
    v.string('VITE_SUPABASE_ANON_KEY is missing: set it to the project’s anon (public) key'),
    v.trim(),
    v.nonEmpty('VITE_SUPABASE_ANON_KEY must not be empty'),
  ),
});

const MISSING = `No backend configured. Build for a hosted Supabase project with VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or for the embedded local backend with VITE_BACKEND=local (npm start, npm test and npm run chaos set it).`;

/** The backend a build targets; throws BackendConfigError with what to set when it is not clear. */
export function resolveBackendSetting(env: BackendEnv): BackendSetting {
  const requested = env.VITE_BACKEND?.trim() || undefined;
  if (requested !== undefined && requested !== 'local' && requested !== 'hosted') {
    throw new BackendConfigError(`VITE_BACKEND must be "local" or "hosted", not "${requested}".`);
  }
  if (requested === 'local') return { mode: 'local' };
  if (requested === 'hosted' || env.VITE_SUPABASE_URL || env.VITE_SUPABASE_ANON_KEY) {
    const result = v.safeParse(hostedSchema, {
      url: env.VITE_SUPABASE_URL || undefined,
      anonKey: env.VITE_SUPABASE_ANON_KEY || undefined,
    });
    if (!result.success) {
      throw new BackendConfigError(`Invalid Supabase configuration: ${result.issues[0].message}`);
    }
    return { mode: 'hosted', url: result.output.url.replace(/\/+$/, ''), anonKey: result.output.anonKey };
  }
  if (env.DEV) return { mode: 'local' };
  throw new BackendConfigError(MISSING);
}

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** The URL and key supabase-js gets: a hosted project, or `/supabase` on the page's (or worker's) origin. */
export function readSupabaseConfig(
  env: BackendEnv = import.meta.env,
  origin: string = globalThis.location.origin,
): SupabaseConfig {
  const setting = resolveBackendSetting(env);
  if (setting.mode === 'hosted') return { url: setting.url, anonKey: setting.anonKey };
  return { url: `${origin}${LOCAL_BACKEND_PATH}`, anonKey: LOCAL_ANON_KEY };
}
