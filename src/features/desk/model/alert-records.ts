/**
 * The buyer alerts as the desk reads them (supabase/migrations/20261129110000_alert_demand_desk.sql): the
 * demand per unit, the confirmed watchers for the sales team's CSV, and one address's consent record.
 */
import * as v from 'valibot';

import {
  ALERT_FREQUENCIES,
  ALERT_LOCALES,
  alertTargetSchema,
} from '../../../../supabase/functions/_shared/alert-rules';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const moment = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((value) => new Date(value)),
);

/** desk_alert_demand: confirmed addresses watching the unit, and those whose saved search it matches. */
export const unitDemandSchema = v.object({ we_nr: v.string(), watchers: count, searches: count });
export type UnitDemand = v.InferOutput<typeof unitDemandSchema>;

/** desk_alert_watchers: one confirmed sign-up (we_nr null: a search), with the times of its consent. */
export const alertWatcherSchema = v.object({
  we_nr: v.nullable(v.string()),
  target: alertTargetSchema,
  email: v.string(),
  locale: v.picklist(ALERT_LOCALES),
  frequency: v.picklist(ALERT_FREQUENCIES),
  signed_up_at: moment,
  confirmed_at: moment,
  consent_text_version: v.string(),
});
export type AlertWatcher = v.InferOutput<typeof alertWatcherSchema>;

export const CONSENT_STATUSES = ['pending', 'confirmed'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** desk_alert_consent: one sign-up of the address, confirmed or still waiting for the click. */
export const consentEntrySchema = v.object({
  email: v.string(),
  target: alertTargetSchema,
  locale: v.picklist(ALERT_LOCALES),
  frequency: v.picklist(ALERT_FREQUENCIES),
  status: v.picklist(CONSENT_STATUSES),
  signed_up_at: moment,
  signup_ip: v.nullable(v.string()),
  consent_text_version: v.string(),
  confirmed_at: v.nullable(moment),
  confirm_ip: v.nullable(v.string()),
});
export type ConsentEntry = v.InferOutput<typeof consentEntrySchema>;
