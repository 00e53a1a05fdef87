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
  /** The insert trigger's verdict on the challenge solution; null for rows stored before it existed. */
  challenge_status: string | null;
}

export interface MailAttachment {
  filename: string;
  /** The file's bytes, base64-encoded (as Resend's API takes them). */
  content: string;
  contentType: string;
}

export interface ContactEmail {
  /** The sender when not the function's usual one (a desk reply: the agent's name at the sales address). */
  from?: string;
  to: string;
  /** The visitor's address, so the sales team can answer directly. */
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. a buyer alert's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the mail, e.g. a viewing's calendar invitation. */
  attachments?: MailAttachment[];
  /** The submission id (or alert mail id): the provider drops a second mail with the same key. */
  idempotencyKey: string;
}

/**
 * What became of one send:
 * - `sent`: the provider accepted the mail now, or answered a repeated key with the first answer (already
 *   sent: done);
 * - `retry`: try again later (an outage, no answer before the timeout, an earlier attempt with the same key
 *   still running);
 * - `permanent`: refused for good (the key was used for a different mail): the row fails at once, visibly,
 *   and the alert reports it.
 * A thrown error counts as `retry`.
 */
export type SendOutcome =
  { outcome: 'sent' } | { outcome: 'retry'; error: string } | { outcome: 'permanent'; error: string };

export type SendEmail = (email: ContactEmail) => Promise<SendOutcome>;

export type RequestVerdict =
  { status: 'ok' } | { status: 'not_found' } | { status: 'rate_limited'; retryAfter: number };

export interface NotificationStore {
  /**
   * Records a browser's call for one row and applies the per-IP and per-address limits. The database reads
   * the client IP from `headers` (contact_client_ip, the same helper as the insert trigger's).
   */
  request(id: string, headers: Record<string, string>): Promise<RequestVerdict>;
  /** Claims the due rows (only `id` when given) until the lease ends (2 minutes). */
  claim(options: { id?: string; now: Date; limit?: number }): Promise<SubmissionRow[]>;
  /** Records one attempt (contact_notification_result: backoff, failed after ten, hourly for three days). */
  finish(id: string, result: SendOutcome, now: Date): Promise<void>;
}

export function roomsLabel(preferredRooms: string | null): string {
  return isPreferredRooms(preferredRooms) ? PREFERRED_ROOM_LABELS_EN[preferredRooms] : 'not specified';
}

/** The line on the anti-spam check; a row without a verified solution is mailed, marked. */
function challengeLine(status: string | null): string {
  if (status === 'verified') return 'passed (proof of work solved)';
  if (status === 'missing')
    return 'NOT VERIFIED: sent without a solution (e.g. by an older version of the site)';
  return 'not checked (stored before the check existed)';
}

/** The mail, from the row alone: the same row always gives the same mail (no clock in the body). */
export function buildContactEmail(row: SubmissionRow, salesAddress: string): ContactEmail {
  const rooms = roomsLabel(row.preferred_rooms);
  const verified = row.challenge_status === 'verified';
  const lines = [
    'New contact request from the website.',
    '',
    `Name:            ${row.name}`,
    `Email:           ${row.email}`,
    `Phone:           ${row.phone}`,
    `Preferred rooms: ${rooms}`,
    `Received:        ${new Date(row.created_at).toISOString()}`,
    `Submission id:   ${row.id}`,
    `Anti-spam check: ${challengeLine(row.challenge_status)}`,
    '',
    'Message:',
    row.message === '' ? '(no message)' : row.message,
    '',
  ];
  return {
    to: salesAddress,
    replyTo: row.email,
    subject: `Contact request (${rooms}) from ${row.name}${verified ? '' : ' [unverified]'}`,
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
  /** A sweep stops claiming after this many rows (default 20) … */
  maxRows?: number;
  /** … or this much time (default 60 s; an Edge Function has a wall-clock limit). */
  budgetMs?: number;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
}

async function sendOne(options: DeliveryOptions, row: SubmissionRow): Promise<SendOutcome> {
  const checked = validateContactSubmission({ ...row, preferredRooms: row.preferred_rooms ?? '' });
  // Cannot happen for rows the CHECK constraints let in; recorded rather than mailed half-valid.
  if (!checked.success) return { outcome: 'retry', error: `invalid row: ${checked.issue.message}` };
  try {
    return await options.sendEmail(buildContactEmail(row, options.salesAddress));
  } catch (error) {
    return { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Mails the due rows (or the one row `id`) and records each result. Rows are claimed one at a time, so a
 * row's 2-minute lease always covers its one send (the provider call times out before, resend-email.ts).
 */
export async function deliverDue(options: DeliveryOptions, id?: string): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const maxRows = id ? 1 : (options.maxRows ?? 20);
  const deadline = performance.now() + (options.budgetMs ?? 60_000);
  const report: DeliveryReport = { claimed: 0, sent: 0, failed: 0 };
  while (report.claimed < maxRows && performance.now() < deadline) {
    const [row] = await options.store.claim({ ...(id ? { id } : {}), now: now(), limit: 1 });
    if (!row) break;
    report.claimed += 1;
    const result = await sendOne(options, row);
    if (result.outcome !== 'sent') logError(`send-contact-email: not sent for ${row.id}`, result.error);
    await options.store.finish(row.id, result, now());
    if (result.outcome === 'sent') report.sent += 1;
    else report.failed += 1;
  }
  return report;
}
