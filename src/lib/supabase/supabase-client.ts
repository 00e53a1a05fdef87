import type { SupabaseClient } from '@supabase/supabase-js';

import { createSupabaseClient } from './create-supabase-client';

let client: Promise<SupabaseClient> | null = null;

/**
 * The page's Supabase client, created on first use with a dynamic import of supabase-js. Never
 * called during server rendering: nothing on the server talks to the backend.
 */
export function getSupabase(): Promise<SupabaseClient> {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('getSupabase() runs in the browser only, never during server rendering'));
  }
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => createSupabaseClient(createClient))
    .catch((error: unknown) => {
      client = null; // e.g. the chunk could not be loaded: the next call tries again
      throw error;
    });
  return client;
}
