/**
 * The configured Supabase client, created on first use. `@supabase/supabase-js` is imported
 * dynamically, so it is not part of any page's first load; pages and the service worker call
 * `getSupabase()` only when they actually talk to the backend.
 *
 * Never called during server rendering: nothing on the server talks to the backend, and supabase-js
 * would want browser globals there.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import { readSupabaseConfig } from './supabase-config';

/** A request that takes longer than this counts as "the backend cannot be reached" (weak signal). */
export const BACKEND_REQUEST_TIMEOUT_MS = 15_000;

let client: Promise<SupabaseClient> | null = null;

/** fetch with a time limit; the caller's own abort signal still works. */
export function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}

export function getSupabase(): Promise<SupabaseClient> {
  if (typeof document === 'undefined' && typeof ServiceWorkerGlobalScope === 'undefined') {
    return Promise.reject(new Error('getSupabase() runs in the browser only, never during server rendering'));
  }
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = readSupabaseConfig();
    return createClient(url, anonKey, {
      // Anonymous visitors only: no session to keep, refresh or read from the URL, and nothing
      // written to localStorage (the service worker has none).
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: fetchWithTimeout(BACKEND_REQUEST_TIMEOUT_MS) },
    });
  });
  return client;
}
