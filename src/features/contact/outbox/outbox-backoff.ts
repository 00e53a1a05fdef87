/**
 * Delay before the next attempt after `attempts` failed ones: 0.5 s, 1 s, 2 s, 4 s … at most 60 s,
 * ±20 % jitter. The first steps are short because a failure right after a reconnect (a gateway
 * still starting, a connection reset) usually passes within a second while the visitor waits for
 * the message to go out; a longer outage still reaches the 60 s step within about a minute.
 */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 60_000;

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  // Jitter keeps many devices that reconnect at once (a whole viewing group) from retrying in step.
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
