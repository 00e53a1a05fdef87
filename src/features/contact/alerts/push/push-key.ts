/**
 * The backend's VAPID public key (the alert-push-key function), which a device subscribes with: served, not
 * built in, so a new key pair needs no new build. Public, fetched without an API key.
 */
import * as v from 'valibot';

import { BACKEND_REQUEST_TIMEOUT_MS, fetchWithTimeout } from '@/lib/supabase/backend-fetch';
import { readSupabaseConfig } from '@/lib/supabase/supabase-config';

const pushKeySchema = v.object({
  publicKey: v.pipe(v.string(), v.regex(/^B[A-Za-z0-9_-]{86}$/)),
});

export class PushKeyError extends Error {
  override name = 'PushKeyError';
}

export async function fetchPushKey(
  fetcher: typeof fetch = fetchWithTimeout(BACKEND_REQUEST_TIMEOUT_MS),
): Promise<string> {
  const response = await fetcher(`${readSupabaseConfig().url}/functions/v1/alert-push-key`, {
    credentials: 'omit',
  });
  if (!response.ok) throw new PushKeyError(`alert-push-key answered ${response.status}`);
  const parsed = v.safeParse(pushKeySchema, await response.json().catch(() => null));
  if (!parsed.success) throw new PushKeyError('alert-push-key answered without a VAPID public key');
  return parsed.output.publicKey;
}

/** The key as pushManager.subscribe takes it: the raw bytes of the base64url text. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
