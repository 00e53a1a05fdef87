import type { PostgrestClient } from '@supabase/postgrest-js';

import { BACKEND_REQUEST_TIMEOUT_MS, fetchWithTimeout } from './create-supabase-client';
import { readSupabaseConfig } from './supabase-config';

let client: Promise<PostgrestClient> | null = null;

/**
 * The pages' client for reading tables (the finder's unit statuses): @supabase/postgrest-js, the
 * client behind supabase-js's `from()`, with the same URL, key and time limit. supabase-js brings
 * auth, realtime, storage and functions clients as well, 200 kB of code that a read needs none of:
 * evaluating it was a task of 60–90 ms on the apartments tab (Lighthouse, 4× CPU). supabase-js stays
 * for what needs it (the outbox's function call, the service worker). Loaded on first use; never
 * during server rendering.
 */
export function getRestClient(): Promise<PostgrestClient> {
  if (typeof window === 'undefined') {
    return Promise.reject(
      new Error('getRestClient() runs in the browser only, never during server rendering'),
    );
  }
  client ??= import('@supabase/postgrest-js')
    .then(({ PostgrestClient }) => {
      const { url, anonKey } = readSupabaseConfig();
      return new PostgrestClient(new URL('rest/v1', url.endsWith('/') ? url : `${url}/`).href, {
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
        fetch: fetchWithTimeout(BACKEND_REQUEST_TIMEOUT_MS),
      });
    })
    .catch((error: unknown) => {
      client = null; // e.g. the chunk could not be loaded: the next call tries again
      throw error;
    });
  return client;
}
