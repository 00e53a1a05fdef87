/**
 * The notification queue, runtime-neutral: the stored row is the queue. `deliverDue` claims due rows (a
 * lease, so two callers never mail one row at once), mails each from its stored values and records the
 * result; the database does the bookkeeping and the backoff (contact_notification_* in the migration).
 * Hosted, the store talks to PostgREST with the service role (rest-notification-store.ts); the embedded
 * backend implements it on its database directly. Both run this code.
 */
import {
  PREFERRED_ROOM_LABELS_EN,
  isPreferredRooms,
  validateContactSubmission,
} from '../_shared/contact-rules.ts';

/** The columns of contact_submissions the mail is built from. */
export interface SubmissionRow {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  preferred_rooms: string | null;
  message: string;
}

export interface ContactEmail {
  to: string;
  /** The visitor's address, so the sales team can answer directly. */
  replyTo: string;
  subject: string;
  text: string;
  /** The submission id: the provider drops a second mail with the same key. */
  idempotencyKey: string;
}

/** Sends one email: 'sent', or 'duplicate' when the provider already has this key (409); throws otherwise. */
export type SendEmail = (email: ContactEmail) => Promise<'sent' | 'duplicate'>;

export type RequestVerdict =
  { status: 'ok' } | { status: 'not_found' } | { status: 'rate_limited'; retryAfter: number };

export interface NotificationStore {
  /** Records a browser's call for one row and applies the per-IP and per-address limits. */
  request(id: string, ip: string | null): Promise<RequestVerdict>;
  /** Claims the due rows (only `id` when given) until the lease ends. */
  claim(options: { id?: string; now: Date; limit?: number }): Promise<SubmissionRow[]>;
  /** Records one attempt; a failed one backs off, and the tenth marks the row failed. */
  finish(id: string, result: { sent: true } | { sent: false; error: string }, now: Date): Promise<void>;
}

export function roomsLabel(preferredRooms: string | null): string {
  return isPreferredRooms(preferredRooms) ? PREFERRED_ROOM_LABELS_EN[preferredRooms] : 'not specified';
}

/** The mail, from the row alone: the same row always gives the same mail (no clock in the body). */
export function buildContactEmail(row: SubmissionRow, salesAddress: string): ContactEmail {
  const rooms = roomsLabel(row.preferred_rooms);
  const lines = [
    'New contact request from the website.',
    '',
    `Name:            ${row.name}`,
    `Email:           ${row.email}`,
    `Phone:           ${row.phone}`,
    `Preferred rooms: ${rooms}`,
    `Received:        ${new Date(row.created_at).toISOString()}`,
    `Submission id:   ${row.id}`,
    '',
    'Message:',
    row.message === '' ? '(no message)' : row.message,
    '',
  ];
  return {
    to: salesAddress,
    replyTo: row.email,
    subject: `Contact request (${rooms}) from ${row.name}`,
    text: lines.join('\n'),
    idempotencyKey: row.id,
  };
}

export interface DeliveryOptions {
  store: NotificationStore;
  sendEmail: SendEmail;
  salesAddress: string;
  now?: () => Date;
  logError?: (message: string, error?: unknown) => void;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
}

/** Mails the due rows (or the one row `id`) and records each result. */
export async function deliverDue(options: DeliveryOptions, id?: string): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const rows = await options.store.claim({ ...(id ? { id } : {}), now: now() });
  const report: DeliveryReport = { claimed: rows.length, sent: 0, failed: 0 };
  for (const row of rows) {
    const checked = validateContactSubmission({ ...row, preferredRooms: row.preferred_rooms ?? '' });
    let result: { sent: true } | { sent: false; error: string };
    if (!checked.success) {
      // Cannot happen for rows the CHECK constraints let in; recorded rather than mailed half-valid.
      result = { sent: false, error: `invalid row: ${checked.issue.message}` };
    } else {
      try {
        await options.sendEmail(buildContactEmail(row, options.salesAddress));
        result = { sent: true };
      } catch (error) {
        logError(`send-contact-email: the email API failed for ${row.id}`, error);
        result = { sent: false, error: error instanceof Error ? error.message : String(error) };
      }
    }
    await options.store.finish(row.id, result, now());
    if (result.sent) report.sent += 1;
    else report.failed += 1;
  }
  return report;
}
