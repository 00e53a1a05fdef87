/**
 * The sales desk's Supabase client: supabase-js with a persisted session (localStorage, DESK_SESSION_STORAGE_KEY),
 * refreshed automatically. Apart from the visitors' clients (lib/supabase), which never sign in. Loaded on
 * first use: no page's first load carries it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import {
  DESK_LEADS_STORAGE_KEY,
  DESK_SESSION_STORAGE_KEY,
  DESK_VIEWING_DAY_STORAGE_KEY,
  removeDeviceItem,
} from '@/lib/device-storage';
import { BACKEND_REQUEST_TIMEOUT_MS, fetchWithTimeout } from '@/lib/supabase/backend-fetch';
import { readSupabaseConfig } from '@/lib/supabase/supabase-config';

let client: Promise<SupabaseClient> | null = null;

export function getDeskClient(): Promise<SupabaseClient> {
  if (typeof window === 'undefined')
    return Promise.reject(new Error('getDeskClient() runs in the browser only'));
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const { url, anonKey } = readSupabaseConfig();
      return createClient(url, anonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
          storageKey: DESK_SESSION_STORAGE_KEY,
        },
        global: { fetch: fetchWithTimeout(BACKEND_REQUEST_TIMEOUT_MS) },
      });
    })
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** Removes everything the desk keeps on the device: the session, the last lead list and the last day of viewings. */
export function clearDeskData(): void {
  removeDeviceItem(DESK_SESSION_STORAGE_KEY);
  removeDeviceItem(DESK_LEADS_STORAGE_KEY);
  removeDeviceItem(DESK_VIEWING_DAY_STORAGE_KEY);
}

/**
 * Signs out of this device: the server's session ends when it can be reached, and the device forgets the
 * session and the staff data in any case (also offline, where supabase-js would keep the session).
 */
export async function signOutOfDesk(): Promise<void> {
  const current = client;
  try {
    const supabase = await current;
    const result = await supabase?.auth.signOut({ scope: 'local' });
    if (result?.error) {
      supabase?.auth.stopAutoRefresh();
      client = null; // a fresh client without the session in memory
    }
  } finally {
    clearDeskData();
  }
}
