/**
 * A viewing booking's rules, written once: the app's booking form and outbox, and the checks of the
 * database's constraints (migration 20261130160000_viewings.sql). Runtime-neutral, as contact-rules.ts.
 */
import * as v from 'valibot';

import {
  CONTACT_MESSAGES,
  emailSchema,
  nameSchema,
  phoneSchema,
  submissionIdSchema,
} from './contact-rules.ts';

/** The version of the booking's consent text, stored with each booking (viewing_bookings.consent_text_version). */
export const VIEWING_CONSENT_VERSION = 'viewing-2026-11';

/** At most this many flats per booking (viewing_bookings_we_nrs). */
export const VIEWING_MAX_FLATS = 10;

export const VIEWING_LOCALES = ['en', 'de'] as const;

/** What the buyer types: the contact form's name, e-mail and phone rules, a name of at least 2 letters. */
export const viewingDetailsSchema = v.object({
  name: v.pipe(
    nameSchema,
    v.check((name: string) => name.length >= 2, CONTACT_MESSAGES['name.required']),
  ),
  email: emailSchema,
  phone: phoneSchema,
});
export type ViewingDetails = v.InferOutput<typeof viewingDetailsSchema>;

/** A row of `viewing_bookings` as the outbox inserts it: the client's id (idempotent) and what the buyer gave. */
export const viewingRowSchema = v.object({
  id: submissionIdSchema,
  slot_id: v.pipe(v.string(), v.uuid()),
  ...viewingDetailsSchema.entries,
  locale: v.picklist(VIEWING_LOCALES),
  we_nrs: v.pipe(v.array(v.string()), v.maxLength(VIEWING_MAX_FLATS)),
  consent_text_version: v.string(),
  honeypot: v.string(),
  altcha_payload: v.optional(v.pipe(v.string(), v.maxLength(8000))),
});
export type ViewingRow = v.InferOutput<typeof viewingRowSchema>;

/** Why the server refused a booking for its slot (409 with this code): the buyer picks another time. */
export const SLOT_REFUSALS = ['slot_full', 'slot_gone'] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

export function slotRefusalOf(code: string | undefined): SlotRefusal | null {
  return SLOT_REFUSALS.find((refusal) => refusal === code) ?? null;
}
