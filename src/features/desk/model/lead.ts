/**
 * A lead as the inbox shows it (the database's desk_leads()), its filters, and the list kept on the device
 * for a weak connection (DESK_LEADS_STORAGE_KEY, validated when read, removed on sign-out).
 */
import * as v from 'valibot';

import { DESK_LEADS_STORAGE_KEY, readDeviceItem, writeDeviceItem } from '@/lib/device-storage';
import type { PreferredRooms } from '@/lib/preferred-rooms';

export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'spam'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export type Attention = 'failed' | 'late' | 'spam';

export const deskLeadSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  preferred_rooms: v.nullable(v.string()),
  message: v.string(),
  notify_status: v.picklist(DELIVERY_STATES),
  notify_attempts: v.number(),
  notified_at: v.nullable(v.string()),
  notify_error: v.nullable(v.string()),
  challenge_status: v.nullable(v.string()),
  handled_at: v.nullable(v.string()),
  attention: v.nullable(v.picklist(['failed', 'late', 'spam'])),
  /** Moves on with every desk change (handled, note, assignment): the compare-and-set of desk_lead_change. */
  version: v.number(),
  assigned_to: v.nullable(v.pipe(v.string(), v.uuid())),
  assigned_name: v.nullable(v.string()),
  /** The last desk change: when and by whom (null: none yet). */
  changed_at: v.nullable(v.string()),
  changed_by: v.nullable(v.string()),
  /** Deliveries, desk actions and notes, oldest first; `by`: the staff member, null for the system. */
  events: v.array(
    v.object({ at: v.string(), kind: v.string(), detail: v.string(), by: v.nullable(v.string()) }),
  ),
});
export type DeskLead = v.InferOutput<typeof deskLeadSchema>;

export interface LeadFilter {
  state: DeliveryState | 'all';
  rooms: PreferredRooms | 'all';
  /** A unit code (weNr, '1.0.1'): the leads whose message names it, as an exposé request does. */
  unit: string;
  search: string;
}

export const ALL_LEADS: LeadFilter = { state: 'all', rooms: 'all', unit: 'all', search: '' };

/**
 * Whether a message names the unit code: leads have no unit column, but an exposé request's message names
 * its unit ('… the exposé for apartment 1.0.1 (…'). The code must stand alone: '1.0.1' is not found
 * in '11.0.1' or '1.0.12'.
 */
export function namesUnit(message: string, weNr: string): boolean {
  const code = weNr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${code}(?!\\.?\\d)`).test(message);
}

export function filterLeads(leads: readonly DeskLead[], filter: LeadFilter): DeskLead[] {
  const search = filter.search.trim().toLocaleLowerCase();
  return leads.filter(
    (lead) =>
      (filter.state === 'all' || lead.notify_status === filter.state) &&
      (filter.rooms === 'all' || lead.preferred_rooms === filter.rooms) &&
      (filter.unit === 'all' || namesUnit(lead.message, filter.unit)) &&
      (!search ||
        lead.name.toLocaleLowerCase().includes(search) ||
        lead.email.toLowerCase().includes(search)),
  );
}

/** The lead's notes, oldest first (the history's 'note' entries; notes are never edited). */
export function leadNotes(lead: DeskLead): string[] {
  return lead.events.filter((event) => event.kind === 'note').map((event) => event.detail);
}

/** What needs a person and is not yet marked handled: failed, late, or recent spam. */
export function needsAttention(lead: DeskLead): boolean {
  return lead.attention !== null && lead.handled_at === null;
}

const storedLeadsSchema = v.object({
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  leads: v.array(deskLeadSchema),
});

export interface StoredLeads {
  savedAt: Date;
  leads: DeskLead[];
}

export function writeStoredLeads(leads: readonly DeskLead[], savedAt: Date): void {
  writeDeviceItem(DESK_LEADS_STORAGE_KEY, JSON.stringify({ savedAt: savedAt.toISOString(), leads }));
}

export function readStoredLeads(): StoredLeads | null {
  const raw = readDeviceItem(DESK_LEADS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(storedLeadsSchema, JSON.parse(raw));
    return parsed.success ? { savedAt: new Date(parsed.output.savedAt), leads: parsed.output.leads } : null;
  } catch {
    return null;
  }
}
