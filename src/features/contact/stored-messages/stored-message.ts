import * as v from 'valibot';

/** Whether the backend has the message yet (the addition to spec §3). */
export const deliverySchema = v.variant('state', [
  v.object({ state: v.literal('queued') }),
  v.object({ state: v.literal('sent'), sentAt: v.pipe(v.string(), v.isoTimestamp()) }),
  v.object({ state: v.literal('failed'), error: v.string() }),
]);
export type Delivery = v.InferOutput<typeof deliverySchema>;

/**
 * A locally stored contact message (spec §3): id, subject, timestamp, name, email, optional phone,
 * message. The timestamp is stored as ISO 8601 and shown in the visitor's local format and
 * language, so switching the language does not leave old entries in the other one.
 */
export const storedMessageSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  subject: v.string(),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  name: v.string(),
  email: v.string(),
  phone: v.optional(v.string()),
  message: v.string(),
  delivery: deliverySchema,
});
export type StoredMessage = v.InferOutput<typeof storedMessageSchema>;
