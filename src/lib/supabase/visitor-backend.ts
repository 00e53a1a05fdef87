/**
 * An anonymous visitor's clients of the backend: postgrest-js for rows and functions-js for the Edge
 * Functions, with the anon key. Not supabase-js, whose auth, realtime and storage clients a visitor
 * never uses (the desk has its own, desk-client.ts); the service worker bundles these two statically.
 */
import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';

import { BACKEND_REQUEST_TIMEOUT_MS, fetchWithTimeout } from './backend-fetch';
import { readSupabaseConfig } from './supabase-config';

/** Rows through PostgREST (a read, or the contact outbox's insert) and the Edge Functions (the mail after it). */
export interface VisitorBackend {
  rest: PostgrestClient;
  functions: FunctionsClient;
}

export function createVisitorBackend(classes: {
  PostgrestClient: typeof PostgrestClient;
  FunctionsClient: typeof FunctionsClient;
}): VisitorBackend {
  const { url, anonKey } = readSupabaseConfig();
  const base = url.endsWith('/') ? url : `${url}/`;
  // What supabase-js sends without a session: the anon key as the key and as the bearer token.
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  const fetch = fetchWithTimeout(BACKEND_REQUEST_TIMEOUT_MS);
  return {
    rest: new classes.PostgrestClient(new URL('rest/v1', base).href, { headers, fetch }),
    functions: new classes.FunctionsClient(new URL('functions/v1', base).href, {
      headers,
      customFetch: fetch,
    }),
  };
}

let backend: Promise<VisitorBackend> | null = null;

/** The page's VisitorBackend, its code loaded on first use. Never called during server rendering. */
export function getVisitorBackend(): Promise<VisitorBackend> {
  if (!('window' in globalThis)) {
    return Promise.reject(
      new Error('getVisitorBackend() runs in the browser only, never during server rendering'),
    );
  }
  backend ??= Promise.all([import('@supabase/postgrest-js'), import('@supabase/functions-js')])
    .then(([{ PostgrestClient }, { FunctionsClient }]) =>
      createVisitorBackend({ PostgrestClient, FunctionsClient }),
    )
    .catch((error: unknown) => {
      backend = null; // e.g. a chunk could not be loaded: the next call tries again
      throw error;
    });
  return backend;
}

/** The page's client for reading tables. */
export function getRestClient(): Promise<PostgrestClient> {
  return getVisitorBackend().then(({ rest }) => rest);
}
