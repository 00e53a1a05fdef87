import type { ContactRow } from './outbox-record';

/**
 * The backend's answer to one call. `status` 0 means no answer at all: offline, DNS or connection
 * failure, a timeout, or a response lost in transit.
 */
export type TransportResult = { ok: true } | { ok: false; status: number; message: string };

/** The two calls of a delivery (spec §7 calls 2 and 3); the Supabase one is supabase-transport.ts. */
export interface OutboxTransport {
  /** INSERT … ON CONFLICT (id) DO NOTHING: a repeated insert of the same id is acknowledged, not doubled. */
  insertSubmission(row: ContactRow): Promise<TransportResult>;
  /**
   * The fast path of the notification: asks send-contact-email to mail the stored row `id` now. Its
   * answer does not matter to the outbox: the server retries every row not yet notified.
   */
  sendNotification(id: string): Promise<TransportResult>;
}

/**
 * A failing server: its own error (500), a gateway that did not reach it (502, 503, 504) or a request
 * timeout (408). Retried with backoff MAX_SERVER_ERRORS times, then the message waits for the visitor's
 * Retry (outbox-retry-policy.ts). Nothing in such an answer refuses the data itself.
 */
export const SERVER_ERROR_STATUSES: ReadonlySet<number> = new Set([408, 500, 502, 503, 504]);

/** 429: the backend's rate limit. The message is kept and tried again later, never refused. */
export const RATE_LIMITED = 429;

/**
 * Retryable: the backend could not be reached (status 0), the server failed (SERVER_ERROR_STATUSES) or
 * asked us to come back later (429). Any other answer (400, 403, 409, 422, …) refuses the data and is final.
 */
export function isRetryable(result: TransportResult): boolean {
  return (
    !result.ok &&
    (result.status === 0 || result.status === RATE_LIMITED || SERVER_ERROR_STATUSES.has(result.status))
  );
}
