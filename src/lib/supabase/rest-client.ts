import type { PostgrestClient } from '@supabase/postgrest-js';

import { BACKEND_REQUEST_TIMEOUT_MS, fetchWithTimeout } from './create-supabase-client';
import { readSupabaseConfig } from './supabase-config';

let client: Promise<PostgrestClient> | null = null;

/**
 * The pages' client for reading tables: postgrest-js alone, since supabase-js's auth, realtime and
 * storage clients are code a read needs none of. Loaded on first use, never on the server.
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
