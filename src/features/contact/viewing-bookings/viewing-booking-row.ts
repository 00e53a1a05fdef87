import * as v from 'valibot';

import { EMAIL_MAX, EMAIL_PATTERN, PHONE_MIN_DIGITS } from '../model/contact-rules';

/** The version of the booking's consent text, stored with each booking (viewing_bookings.consent_text_version). */
export const VIEWING_CONSENT_VERSION = 'viewing-2026-11';

/** At most this many flats per booking (viewing_bookings_we_nrs). */
export const VIEWING_MAX_FLATS = 10;

const digits = (text: string) => text.replace(/[^0-9]/g, '').length;

/**
 * A row of `viewing_bookings` as the outbox inserts it: the client's id (idempotent) and what the buyer gave;
 * the same checks as the table's constraints, so a valid row is never refused for its data.
 */
export const viewingRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  slot_id: v.pipe(v.string(), v.uuid()),
  name: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
  email: v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN), v.maxLength(EMAIL_MAX)),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(30),
    v.check((phone) => digits(phone) >= PHONE_MIN_DIGITS && digits(phone) <= 20),
  ),
  locale: v.picklist(['en', 'de']),
  we_nrs: v.pipe(v.array(v.string()), v.maxLength(VIEWING_MAX_FLATS)),
  consent_text_version: v.string(),
  honeypot: v.string(),
  altcha_payload: v.optional(v.pipe(v.string(), v.maxLength(8000))),
});
export type ViewingRow = v.InferOutput<typeof viewingRowSchema>;

/** Why the server refused a booking for its slot (409): the buyer picks another time. */
export const SLOT_REFUSALS = ['slot_full', 'slot_gone'] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

export function slotRefusalOf(code: string | undefined): SlotRefusal | null {
  return SLOT_REFUSALS.find((refusal) => refusal === code) ?? null;
}
