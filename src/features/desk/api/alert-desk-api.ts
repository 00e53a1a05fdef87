/**
 * The desk's calls for the buyer alerts, staff only (supabase/migrations/20261129110000_alert_demand_desk.sql),
 * each answer validated (desk-call.ts).
 */
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project';

import {
  alertWatcherSchema,
  consentEntrySchema,
  unitDemandSchema,
  type AlertWatcher,
  type ConsentEntry,
  type UnitDemand,
} from '../model/alert-records';
import { deskCall } from './desk-call';
import { getDeskClient } from './desk-client';

/** The demand per unit, by unit code. */
export async function loadAlertDemand(): Promise<ReadonlyMap<string, UnitDemand>> {
  const supabase = await getDeskClient();
  const rows = await deskCall(
    'Loading the watchers per unit',
    () => supabase.rpc('desk_alert_demand', { p_project_id: PROJECT_ID }),
    v.array(unitDemandSchema),
  );
  return new Map(rows.map((row) => [row.we_nr, row]));
}

/** Every confirmed sign-up, flats in unit order, then searches. */
export async function loadAlertWatchers(): Promise<AlertWatcher[]> {
  const supabase = await getDeskClient();
  return deskCall(
    'Loading the watchers',
    () => supabase.rpc('desk_alert_watchers', { p_project_id: PROJECT_ID }),
    v.array(alertWatcherSchema),
  );
}

/** Every sign-up of one address (any case), oldest first; none: the address has no alerts. */
export async function loadAlertConsent(email: string): Promise<ConsentEntry[]> {
  const supabase = await getDeskClient();
  return deskCall(
    'Loading the consent record',
    () => supabase.rpc('desk_alert_consent', { p_email: email }),
    v.array(consentEntrySchema),
  );
}

/** Removes every alert of an address (its enquiries stay); how many sign-ups went. */
export async function removeAlertSubscriber(email: string): Promise<number> {
  const supabase = await getDeskClient();
  return deskCall(
    'Removing the alerts',
    () => supabase.rpc('desk_alert_remove', { p_email: email }),
    v.pipe(v.number(), v.integer(), v.minValue(0)),
  );
}
