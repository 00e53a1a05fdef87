/**
 * The challenge for the next message, kept on the device (localStorage, validated with valibot on every
 * read): the form fetches it when it opens (`prefetchChallenge`), so that a message written offline
 * later still goes out with a solution, and takes it when the visitor presses send (`takeChallenge`):
 * a solution is accepted once, so each challenge serves one message. The outbox stores it with the
 * message and solves it when the message is sent; an expired one is replaced then (flush-outbox.ts).
 */
import * as v from 'valibot';

import {
  CONTACT_CHALLENGE_STORAGE_KEY,
  readDeviceItem,
  removeDeviceItem,
  writeDeviceItem,
} from '@/lib/device-storage';

import {
  challengeSchema,
  fetchChallenge,
  isChallengeUsable,
  type ChallengeFetch,
  type ContactChallenge,
} from './contact-challenge';

/** The stored challenge if it is still usable; anything else is removed. */
export function readCachedChallenge(now: number = Date.now()): ContactChallenge | undefined {
  const raw = readDeviceItem(CONTACT_CHALLENGE_STORAGE_KEY);
  if (raw === null) return undefined;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Damaged: removed below.
  }
  const result = v.safeParse(challengeSchema, parsed);
  if (result.success && isChallengeUsable(result.output, now)) return result.output;
  removeDeviceItem(CONTACT_CHALLENGE_STORAGE_KEY);
  return undefined;
}

/** The stored challenge for the message being sent, removed so that no other message uses it. */
export function takeChallenge(now: number = Date.now()): ContactChallenge | undefined {
  const challenge = readCachedChallenge(now);
  if (challenge) removeDeviceItem(CONTACT_CHALLENGE_STORAGE_KEY);
  return challenge;
}

let inFlight: Promise<void> | null = null;

/**
 * Makes sure a usable challenge is stored: fetches one when there is none (and the device is online).
 * Never throws; without a challenge the outbox fetches one when it sends the message.
 */
export function prefetchChallenge(
  fetcher: () => Promise<ChallengeFetch> = () => fetchChallenge(),
): Promise<void> {
  if (readCachedChallenge() || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return Promise.resolve();
  }
  inFlight ??= fetcher()
    .then((result) => {
      if (result.ok) writeDeviceItem(CONTACT_CHALLENGE_STORAGE_KEY, JSON.stringify(result.challenge));
      else console.info('No contact challenge yet; the outbox fetches one when it sends', result);
    })
    .catch((error: unknown) => console.info('No contact challenge yet', error))
    .finally(() => (inFlight = null));
  return inFlight;
}
