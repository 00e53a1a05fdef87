/**
 * How long the server keeps what the contact form stores: the database's periods
 * (supabase/migrations/20251201090000_lead_gate.sql, contact_retention; the lead period is the setting
 * contact_settings.lead_retention_months, whose default this is). tests/backend/retention.test.ts checks
 * the database against these values; the privacy page states them.
 */
export const CONTACT_DATA_RETENTION = {
  /** The client IP stored with an enquiry is cleared after this many days. */
  clientIpDays: 7,
  /** The rate-limit log (the function's request log: IP and e-mail address) is deleted after this many days. */
  rateLimitLogDays: 1,
  /** Enquiries classed as spam are deleted after this many days. */
  spamDays: 30,
  /** Every other enquiry is deleted this many months after it arrived (at the latest). */
  leadMonths: 24,
} as const;
