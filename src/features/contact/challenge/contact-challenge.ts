/**
 * The contact form's proof-of-work challenge on the browser side (supabase/README.md, "The challenge"):
 * the backend's contact-challenge function issues it, a message carries its solution (`altcha_payload`),
 * the insert trigger verifies it. This module is light (valibot and fetch only): the form fetches a
 * challenge with it when it opens (challenge-cache.ts keeps it), and the outbox, in a page or in the
 * service worker, fetches a fresh one when a message's challenge has expired. Solving (altcha-lib) is
 * elsewhere and lazy: challenge-worker.ts in pages, challenge-solver.ts in the service worker.
 */
import type { Challenge } from 'altcha-lib/types';
import * as v from 'valibot';

import { BACKEND_REQUEST_TIMEOUT_MS, fetchWithTimeout } from '@/lib/supabase/backend-fetch';
import { readSupabaseConfig } from '@/lib/supabase/supabase-config';

export type { Challenge };

export const CONTACT_CHALLENGE_FUNCTION = 'contact-challenge';

/**
 * A challenge is used only while it has this long left before it expires: the trigger measures expiry
 * when the row is stored, so a solution sent just before the deadline could arrive just after it. The
 * server's README names the same margin.
 */
export const CHALLENGE_EXPIRY_MARGIN_MS = 10 * 60_000;

const hex = v.pipe(v.string(), v.regex(/^[0-9a-f]+$/), v.maxLength(256));
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The one shape contact-challenge issues (PBKDF2/SHA-256, a key signature, an expiry in seconds). */
export const challengeSchema = v.object({
  parameters: v.object({
    algorithm: v.literal('PBKDF2/SHA-256'),
    cost: positiveInteger,
    expiresAt: positiveInteger,
    keyLength: positiveInteger,
    keyPrefix: hex,
    keySignature: v.optional(hex),
    nonce: hex,
    salt: hex,
  }),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type ContactChallenge = v.InferOutput<typeof challengeSchema>;

/** Whether `challenge` can still be solved and sent at `now` (epoch ms), with the margin above. */
export function isChallengeUsable(challenge: ContactChallenge | undefined, now: number): boolean {
  return !!challenge && challenge.parameters.expiresAt * 1000 - CHALLENGE_EXPIRY_MARGIN_MS > now;
}

export function challengeUrl(): string {
  const { url } = readSupabaseConfig();
  return `${url}/functions/v1/${CONTACT_CHALLENGE_FUNCTION}`;
}

/** A fresh challenge, or why not: `status` 0 when the backend could not be reached at all. */
export type ChallengeFetch =
  { ok: true; challenge: ContactChallenge } | { ok: false; status: number; message: string };

/**
 * GETs a fresh challenge (no API key: a challenge is public; no cookies). An answer that is not the
 * shape issued counts as an error of the function (status 502), not as "unreachable".
 */
export async function fetchChallenge(
  fetcher: typeof fetch = fetchWithTimeout(BACKEND_REQUEST_TIMEOUT_MS),
): Promise<ChallengeFetch> {
  let response: Response;
  try {
    response = await fetcher(challengeUrl(), { credentials: 'omit', cache: 'no-store' });
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) {
    return { ok: false, status: response.status, message: await response.text().catch(() => '') };
  }
  const parsed = v.safeParse(challengeSchema, await response.json().catch(() => null));
  return parsed.success
    ? { ok: true, challenge: parsed.output }
    : { ok: false, status: 502, message: 'contact-challenge answered an unexpected shape' };
}
