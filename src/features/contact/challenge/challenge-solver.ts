/**
 * Solves a contact challenge with altcha-lib (PBKDF2/SHA-256 through WebCrypto) and returns the
 * `altcha_payload` the row carries. Never on a page's main thread: pages run it in challenge-worker.ts
 * (through solve-in-worker.ts); the service worker, a thread of its own without Worker support, calls it
 * directly.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

import { altchaPayload } from '../../../../supabase/functions/_shared/contact-challenge';
import type { ContactChallenge } from './contact-challenge';

/** Far more than a slow phone needs: a stuck solve gives up. */
export const SOLVE_TIMEOUT_MS = 30_000;

/** The payload, or null when no solution was found in time. */
export async function solveToPayload(challenge: ContactChallenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution ? altchaPayload(challenge, solution) : null;
}
