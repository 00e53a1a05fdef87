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

/** Gateway answers: the backend behind the gateway was not reached, so nothing was stored. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** 429: the backend's rate limit. The message is kept and tried again later, never refused. */
export const RATE_LIMITED = 429;

/**
 * Retryable: the backend could not be reached (status 0), a gateway answered for it, or it asked us
 * to come back later (429). Any other 4xx/5xx is the backend's own verdict and is final.
 */
export function isRetryable(result: TransportResult): boolean {
  return (
    !result.ok &&
    (result.status === 0 || result.status === RATE_LIMITED || GATEWAY_STATUSES.has(result.status))
  );
}
