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
  /** POST send-contact-email with the spec's body plus the id (the mail API's idempotency key). */
  sendNotification(row: ContactRow): Promise<TransportResult>;
}

/** Gateway answers: the backend behind the gateway was not reached, so nothing was stored. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Retryable: the backend could not be reached (status 0) or a gateway answered for it. Any other
 * 4xx/5xx is the backend's own verdict (e.g. a constraint violation or a 500) and is final.
 */
export function isRetryable(result: TransportResult): boolean {
  return !result.ok && (result.status === 0 || GATEWAY_STATUSES.has(result.status));
}
