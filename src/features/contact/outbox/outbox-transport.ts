import type { OutboxEntry } from './outbox-record';

/**
 * The backend's answer to one call. `status` 0 means no answer at all: offline, DNS or connection
 * failure, a timeout, or a response lost in transit. `code` is the error's code when the answer had one
 * (a PostgreSQL SQLSTATE such as 23514, a PostgREST code such as PGRST204, or a code of our rules).
 */
export type TransportResult = { ok: true } | { ok: false; status: number; message: string; code?: string };

/** The calls of a delivery; the Supabase one is supabase-transport.ts. */
export interface OutboxTransport {
  /**
   * INSERT … ON CONFLICT (id) DO NOTHING into the entry's table (a contact message's or an alert sign-up's):
   * a repeated insert of the same id is acknowledged, not doubled.
   */
  insertRow(entry: OutboxEntry): Promise<TransportResult>;
  /**
   * A contact message's fast path of the notification: asks send-contact-email to mail the stored row `id` now. Its
   * answer does not matter to the outbox: the server retries every row not yet notified.
   */
  sendNotification(id: string): Promise<TransportResult>;
}
