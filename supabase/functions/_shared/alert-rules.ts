/**
 * The alert sign-up's rules, written once: the app's "Notify me" form, the delivery function and the tests
 * of the database's CHECK constraints (migration 20261129100000_unit_alerts.sql) use them.
 *
 * Runtime-neutral, as contact-rules.ts: `valibot` and the contact rules are the only imports.
 */
import * as v from 'valibot';

import { emailSchema, submissionIdSchema } from './contact-rules.ts';

export const ALERT_LOCALES = ['en', 'de'] as const;
export type AlertLocale = (typeof ALERT_LOCALES)[number];

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * The version of the consent text the form shows (stored with every sign-up as proof of what was agreed
 * to): a new wording of the consent, or of what the privacy page says about alerts, gets a new version.
 */
export const ALERT_CONSENT_VERSION = '2026-11-30';

/** How long a confirmation link works, and how long an unconfirmed sign-up is kept. */
export const ALERT_CONFIRM_HOURS = 48;
export const ALERT_UNCONFIRMED_DAYS = 7;
/** How long a sent alert mail (with the statuses and prices it named) is kept: alert_retention's 30 days. */
export const ALERT_MAILS_KEPT_DAYS = 30;

/**
 * A search's optional limits (whole euros; square metres with at most two decimals). The database's CHECK
 * alert_subscriptions_search_limits_valid (migration 20261130100000_alert_search_price_area.sql) has the same.
 */
export const SEARCH_MAX_PRICE = { min: 50_000, max: 10_000_000 } as const;
export const SEARCH_MIN_AREA = { min: 10, max: 500, fractionDigits: 2 } as const;

// A typed decimal is a double, so its scaled value may miss the whole number by a hair.
const hasAtMostFractionDigits = (value: number, digits: number) =>
  Math.abs(value * 10 ** digits - Math.round(value * 10 ** digits)) < 1e-6;

/** "Price up to": whole euros within SEARCH_MAX_PRICE. */
export const searchMaxPriceSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(SEARCH_MAX_PRICE.min),
  v.maxValue(SEARCH_MAX_PRICE.max),
);
/** "Living area from": square metres within SEARCH_MIN_AREA. */
export const searchMinAreaSchema = v.pipe(
  v.number(),
  v.minValue(SEARCH_MIN_AREA.min),
  v.maxValue(SEARCH_MIN_AREA.max),
  v.check((value) => hasAtMostFractionDigits(value, SEARCH_MIN_AREA.fractionDigits)),
);

/** The flats a search's filters match (an absent filter matches every flat). */
export const alertSearchSchema = v.object({
  kind: v.literal('search'),
  projectId: v.string(),
  building: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
  floor: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  rooms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
  maxPrice: v.optional(searchMaxPriceSchema),
  minArea: v.optional(searchMinAreaSchema),
});
export type AlertSearch = v.InferOutput<typeof alertSearchSchema>;

/** What a sign-up watches: one flat (its unit code), or the flats a search's filters match. */
export const alertTargetSchema = v.variant('kind', [
  v.object({
    kind: v.literal('unit'),
    projectId: v.string(),
    weNr: v.pipe(v.string(), v.regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/)),
    /** Its price changes too, not only its release. */
    priceChanges: v.boolean(),
  }),
  alertSearchSchema,
]);
export type AlertTarget = v.InferOutput<typeof alertTargetSchema>;

/** The sign-up as the form sends it into the outbox (the e-mail address trimmed, as the contact form's). */
export const alertSignupSchema = v.object({
  id: submissionIdSchema,
  email: emailSchema,
  locale: v.picklist(ALERT_LOCALES),
  frequency: v.picklist(ALERT_FREQUENCIES),
  target: alertTargetSchema,
  consentVersion: v.literal(ALERT_CONSENT_VERSION),
});
export type AlertSignup = v.InferOutput<typeof alertSignupSchema>;

/** The row of public.alert_subscriptions the visitor inserts (the server sets everything else). */
export interface AlertSubscriptionRow {
  id: string;
  email: string;
  locale: AlertLocale;
  frequency: AlertFrequency;
  project_id: string;
  we_nr: string | null;
  price_changes: boolean;
  search_building: number | null;
  search_floor: number | null;
  search_rooms: number | null;
  search_max_price: number | null;
  search_min_area: number | null;
  consent_text_version: string;
  honeypot: string;
  altcha_payload: string | null;
}

export function alertSubscriptionRow(
  signup: AlertSignup,
  spamChecks: { honeypot: string; altchaPayload: string | null },
): AlertSubscriptionRow {
  const { target } = signup;
  const unit = target.kind === 'unit';
  return {
    id: signup.id,
    email: signup.email,
    locale: signup.locale,
    frequency: signup.frequency,
    project_id: target.projectId,
    we_nr: unit ? target.weNr : null,
    price_changes: unit ? target.priceChanges : false,
    search_building: unit ? null : (target.building ?? null),
    search_floor: unit ? null : (target.floor ?? null),
    search_rooms: unit ? null : (target.rooms ?? null),
    search_max_price: unit ? null : (target.maxPrice ?? null),
    search_min_area: unit ? null : (target.minArea ?? null),
    consent_text_version: signup.consentVersion,
    honeypot: spamChecks.honeypot,
    altcha_payload: spamChecks.altchaPayload,
  };
}
