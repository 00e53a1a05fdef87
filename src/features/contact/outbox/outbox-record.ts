import * as v from 'valibot';

import {
  ALERT_FREQUENCIES,
  ALERT_LOCALES,
  searchMaxPriceSchema,
  searchMinAreaSchema,
} from '../alerts/alert-rules';
import { challengeSchema } from '../challenge/contact-challenge';
import { PREFERRED_ROOM_VALUES } from '../model/contact-rules';
import { WAITING_REASONS } from '../stored-messages/stored-message';
import { viewingRowSchema, type ViewingRow } from '../viewing-bookings/viewing-booking-row';

export { viewingRowSchema, type ViewingRow };

/**
 * A row of `contact_submissions` as the app inserts it. `id` is generated on the
 * device and is the row's primary key, which makes the insert idempotent.
 */
export const contactRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  preferred_rooms: v.nullable(v.picklist(PREFERRED_ROOM_VALUES)),
  message: v.string(),
  gdpr_consent: v.literal(true),
  /** The hidden field people leave empty, and the time from opening the form to sending it (kept, decides nothing). */
  honeypot: v.optional(v.string()),
  fill_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The solution of the record's challenge (the server's spam check); absent in records of older builds. */
  altcha_payload: v.optional(v.pipe(v.string(), v.maxLength(8000))),
});
export type ContactRow = v.InferOutput<typeof contactRowSchema>;

const countOrNull = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));

/**
 * A row of `alert_subscriptions` as the app inserts it (a "Notify me" sign-up), with the same idempotent
 * `id`: AlertSubscriptionRow of alert-rules.ts, checked to match in outbox-record.test.ts.
 */
export const alertRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  locale: v.picklist(ALERT_LOCALES),
  frequency: v.picklist(ALERT_FREQUENCIES),
  project_id: v.string(),
  we_nr: v.nullable(v.string()),
  price_changes: v.boolean(),
  search_building: countOrNull,
  search_floor: countOrNull,
  search_rooms: countOrNull,
  /** Absent in records of older builds. */
  search_max_price: v.optional(v.nullable(searchMaxPriceSchema), null),
  search_min_area: v.optional(v.nullable(searchMinAreaSchema), null),
  consent_text_version: v.string(),
  honeypot: v.string(),
  altcha_payload: v.optional(v.pipe(v.string(), v.maxLength(8000))),
});
export type AlertRow = v.InferOutput<typeof alertRowSchema>;

/** What an outbox record sends: a contact message (no `kind`, as in older builds' records), an alert sign-up or a viewing booking. */
export type OutboxEntry =
  | { kind?: 'contact' | undefined; row: ContactRow }
  | { kind: 'alert'; row: AlertRow }
  | { kind: 'viewing'; row: ViewingRow };

/**
 * What still has to happen for a queued message:
 *  - `insert`: the row is not acknowledged yet (the message lives only on this device);
 *  - `notify`: written by earlier versions once the row was stored; such a record only makes the
 *    function's fast-path call and leaves (the server's sweep owns the e-mail).
 */
export const OUTBOX_STAGES = ['insert', 'notify'] as const;
export type OutboxStage = (typeof OUTBOX_STAGES)[number];

const recordFields = {
  id: v.pipe(v.string(), v.uuid()),
  stage: v.picklist(OUTBOX_STAGES),
  /** Epoch ms when the visitor pressed send. */
  queuedAt: v.number(),
  /** Failed attempts since the message was queued (for the backoff and the visitor's "Try again"). */
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Epoch ms before which a background flush leaves the record alone (0: now). */
  nextAttemptAt: v.number(),
  lastError: v.optional(v.string()),
  /**
   * The challenge taken when the visitor pressed send (challenge-cache.ts); solved into
   * `row.altcha_payload` when the message is sent, replaced by a fresh one if it has expired by then.
   */
  challenge: v.optional(challengeSchema),
  /**
   * The last failed attempt: why the message waits (outbox-failure.ts), the answer's status (0: none)
   * and when. Records of older builds may also carry `serverErrors` and `heldAt`, which are dropped.
   */
  lastFailure: v.optional(
    v.object({
      reason: v.picklist(WAITING_REASONS),
      status: v.pipe(v.number(), v.integer()),
      at: v.number(),
    }),
  ),
};

export const outboxRecordSchema = v.union([
  v.object({ ...recordFields, kind: v.optional(v.literal('contact')), row: contactRowSchema }),
  v.object({ ...recordFields, kind: v.literal('alert'), row: alertRowSchema }),
  v.object({ ...recordFields, kind: v.literal('viewing'), row: viewingRowSchema }),
]);
export type OutboxRecord = v.InferOutput<typeof outboxRecordSchema>;

/**
 * What became of a message that left the `insert` stage, kept for a few days so that every open
 * page (and the next one to open) can show it in the stored-messages list, whoever sent it. A refused
 * message's receipt keeps its row (the text the visitor wrote): the server never had it.
 */
/** Receipts of older builds have no kind: they are contact messages'. */
const receiptKind = v.optional(v.picklist(['contact', 'alert', 'viewing']));

export const outboxReceiptSchema = v.variant('outcome', [
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    kind: receiptKind,
    outcome: v.literal('sent'),
    at: v.number(),
  }),
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    kind: receiptKind,
    outcome: v.literal('failed'),
    at: v.number(),
    error: v.string(),
    /** The refusal's code (e.g. a booking's 'slot_full'); absent in receipts of older builds. */
    code: v.optional(v.string()),
    /** Absent in receipts of older builds. */
    row: v.optional(v.union([contactRowSchema, alertRowSchema, viewingRowSchema])),
  }),
]);
export type OutboxReceipt = v.InferOutput<typeof outboxReceiptSchema>;
