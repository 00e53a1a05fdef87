import * as v from 'valibot';

/**
 * Why a message still waits on the device (outbox-failure.ts classifies the backend's answers):
 *  - `offline`: the device has no connection;
 *  - `unreachable`: the device is online, but the server did not answer;
 *  - `rate-limited`: the server takes no more messages for a few minutes (429);
 *  - `server`: the server answered with an error that does not refuse the data (401, 403, 404, 408, 5xx, …).
 */
export const WAITING_REASONS = ['offline', 'unreachable', 'rate-limited', 'server'] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

/** From this many failed attempts on, a waiting message offers "Try again" (it is retried automatically anyway). */
export const TRY_AGAIN_AFTER_FAILURES = 5;

/** Whether the backend has the message yet, so the visitor is never told a message arrived that did not. */
export const deliverySchema = v.variant('state', [
  /**
   * Still on the device: `reason` and `status` of the last failed attempt (none before the first),
   * `failures` the attempts that failed so far (the list offers "Try again" from the fifth on).
   */
  v.object({
    state: v.literal('queued'),
    reason: v.optional(v.picklist(WAITING_REASONS)),
    status: v.optional(v.pipe(v.number(), v.integer())),
    failures: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.object({ state: v.literal('sent'), sentAt: v.pipe(v.string(), v.isoTimestamp()) }),
  /** Refused by the backend (final). `retryable` was written by older builds for a held message: still waiting. */
  v.object({ state: v.literal('failed'), error: v.string(), retryable: v.optional(v.boolean()) }),
]);
export type Delivery = v.InferOutput<typeof deliverySchema>;

/** What is known about a waiting message: why it waits, the last answer's status, the failed attempts. */
export type Waiting = Omit<Extract<Delivery, { state: 'queued' }>, 'state'>;

/**
 * A locally stored contact message as this site writes it: id, subject, timestamp, name,
 * email, optional phone, message, plus its delivery state. The timestamp is written as ISO 8601 and
 * shown in the visitor's local format and language.
 */
export interface StoredMessage {
  id: string;
  subject: string;
  timestamp: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  delivery: Delivery;
}

/** A field that is read when it is text (or a number, e.g. a numeric id) and ignored otherwise. */
const readableText = v.fallback(
  v.optional(v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))])),
  undefined,
);

/**
 * What the reader accepts: any entry with at least one readable field, including entries in the
 * spec's own shape (a non-UUID id, a local-format timestamp such as "21.11.2026, 10:15:00", no
 * delivery state). Unreadable fields are left out rather than costing the whole entry.
 * `keptSince` is added by the reader when the timestamp cannot be read as a date, so that such an
 * entry still expires (see stored-messages-store.ts).
 */
export const readableStoredMessageSchema = v.object({
  id: readableText,
  subject: readableText,
  timestamp: readableText,
  name: readableText,
  email: readableText,
  phone: readableText,
  message: readableText,
  delivery: v.fallback(v.optional(deliverySchema), undefined),
  keptSince: v.fallback(v.optional(v.pipe(v.string(), v.isoTimestamp())), undefined),
});

/** An entry as the reader returns it: a missing delivery state means it was sent (older entries). */
export interface ShownStoredMessage extends Omit<StoredMessage, 'delivery'> {
  delivery?: Delivery;
  keptSince?: string;
}
