/**
 * How long the server keeps a viewing booking (viewing_retention in
 * supabase/migrations/20261130170000_viewing_mail_delivery.sql): the contact messages' periods, the lead period
 * counted from the viewing. tests/backend/viewing-mails.test.ts checks the database against these values; the
 * privacy page states them.
 */
import { CONTACT_DATA_RETENTION } from './contact-data-retention';

export const VIEWING_DATA_RETENTION = {
  /** The client IP stored with a booking is cleared after this many days. */
  clientIpDays: CONTACT_DATA_RETENTION.clientIpDays,
  /** Bookings classed as spam are deleted after this many days. */
  spamDays: CONTACT_DATA_RETENTION.spamDays,
  /** Every other booking is deleted this many months after its viewing (contact_settings.lead_retention_months). */
  bookingMonths: CONTACT_DATA_RETENTION.leadMonths,
  /** The copies of the mails sent about a booking (to the buyer, the staff's day list) are deleted after this many days. */
  mailCopyDays: 30,
} as const;
