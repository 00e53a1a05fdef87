/**
 * The configured Supabase client. Pages get it through `getSupabase()` (supabase-client.ts), which
 * imports supabase-js on first use, so it is not part of any page's first load. The service worker
 * builds its own with `createSupabaseClient(createClient)` and a static import: a worker bundle
 * cannot load chunks (Vite's preload helper for dynamic imports needs `document`).
 */
import type { createClient, SupabaseClient } from '@supabase/supabase-js';

import { readSupabaseConfig } from './supabase-config';

/** A request that takes longer than this counts as "the backend cannot be reached" (weak signal). */
export const BACKEND_REQUEST_TIMEOUT_MS = 15_000;

/** fetch with a time limit; the caller's own abort signal still works. */
export function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}

export function createSupabaseClient(create: typeof createClient): SupabaseClient {
  const { url, anonKey } = readSupabaseConfig();
  return create(url, anonKey, {
    // Anonymous visitors only: no session to keep, refresh or read from the URL, and nothing
    // written to localStorage (the service worker has none).
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout(BACKEND_REQUEST_TIMEOUT_MS) },
  });
}
