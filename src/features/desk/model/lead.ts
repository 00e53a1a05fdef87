/**
 * A lead as the inbox shows it (the database's desk_leads()), its filters and order, and the list kept on the
 * device for a weak connection (DESK_LEADS_STORAGE_KEY, validated when read, removed on sign-out).
 */
import * as v from 'valibot';

import { DESK_LEADS_STORAGE_KEY, readDeviceItem, writeDeviceItem } from '@/lib/device-storage';
import type { PreferredRooms } from '@/lib/preferred-rooms';

import {
  CALL_OUTCOMES,
  CLOSED_STAGES,
  isoDaySchema,
  LEAD_SOURCES,
  LEAD_STAGES,
  UNIT_LINK_KINDS,
  type LeadStage,
} from '../../../../supabase/functions/_shared/lead-pipeline';
import { REPLY_TEMPLATES } from '../../../../supabase/functions/_shared/reply-rules';
import { VIEWING_EVENTS } from './viewing';

/** 'none': a lead staff added by hand, nobody to tell. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'spam', 'none'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export type Attention = 'failed' | 'late' | 'spam';

export const deskLeadSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  name: v.string(),
  /** A lead staff added has one of the two, a web enquiry both. */
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
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
  stage: v.picklist(LEAD_STAGES),
  lost_reason: v.nullable(v.string()),
  /** The next step: a Berlin day and a task, both or neither. */
  follow_up_on: v.nullable(isoDaySchema),
  follow_up_task: v.nullable(v.string()),
  source: v.picklist(LEAD_SOURCES),
  language: v.nullable(v.picklist(['en', 'de'])),
  /** The flats linked to the lead, each with what the link means. */
  units: v.array(v.object({ we_nr: v.string(), kind: v.picklist(UNIT_LINK_KINDS) })),
  /** The log, newest first: deliveries, changes and what staff wrote; `by`: the staff member, null for the system. */
  events: v.array(
    v.object({
      id: v.number(),
      at: v.string(),
      kind: v.string(),
      detail: v.string(),
      by: v.nullable(v.string()),
      outcome: v.nullable(v.picklist(CALL_OUTCOMES)),
      stage: v.nullable(v.picklist(LEAD_STAGES)),
      due_on: v.nullable(isoDaySchema),
      /** The entry this one corrects (entries are never changed). */
      corrects: v.nullable(v.number()),
      /** A reply sent from the desk: its template (absent in a list kept before replies existed). */
      template: v.nullish(v.picklist(REPLY_TEMPLATES)),
      /** Where a lead added by hand (created) or an enquiry added to this one (merged) came from. */
      source: v.nullish(v.picklist(LEAD_SOURCES)),
      /** A flat linked (unit_linked): its code and the kind of link. */
      we_nr: v.nullish(v.string()),
      link_kind: v.nullish(v.picklist(UNIT_LINK_KINDS)),
      /** A viewing entry: what happened (its Berlin time is the detail) and the booking. */
      viewing_event: v.nullish(v.picklist(VIEWING_EVENTS)),
      viewing_booking_id: v.nullish(v.pipe(v.string(), v.uuid())),
    }),
  ),
});
export type DeskLead = v.InferOutput<typeof deskLeadSchema>;
export type LogEntry = DeskLead['events'][number];

/** What a log entry is, as the history groups it. */
export type LogEntryType = 'call' | 'email_sent' | 'viewing' | 'note' | 'status' | 'delivery' | 'intake';

const INTAKE_KINDS = new Set(['created', 'merged', 'unit_linked']);

const DELIVERY_KINDS = new Set(['sent', 'attempt_failed', 'failed', 'resend', 'not_spam', 'reply_failed']);

export function logEntryType(entry: Pick<LogEntry, 'kind'>): LogEntryType {
  if (
    entry.kind === 'call' ||
    entry.kind === 'email_sent' ||
    entry.kind === 'viewing' ||
    entry.kind === 'note'
  )
    return entry.kind;
  if (INTAKE_KINDS.has(entry.kind)) return 'intake';
  return DELIVERY_KINDS.has(entry.kind) ? 'delivery' : 'status';
}

export type FollowUpDue = 'overdue' | 'today';

/** Whether the lead's next step is due on `today` (a Berlin day, 'YYYY-MM-DD') or before; closed leads never are. */
export function followUpDue(
  lead: Pick<DeskLead, 'stage' | 'follow_up_on'>,
  today: string,
): FollowUpDue | null {
  if (!lead.follow_up_on || CLOSED_STAGES.includes(lead.stage)) return null;
  if (lead.follow_up_on < today) return 'overdue';
  return lead.follow_up_on === today ? 'today' : null;
}

export interface LeadFilter {
  state: DeliveryState | 'all';
  rooms: PreferredRooms | 'all';
  /** A unit code (weNr, '1.0.1'): the leads whose message names it, as an exposé request does. */
  unit: string;
  search: string;
  /** 'open': every stage but sold and lost. */
  stage: LeadStage | 'open' | 'all';
  /** 'mine': the signed-in agent's; 'nobody': without an owner; else a staff member's user id. */
  owner: string;
  /** 'due': due today or overdue. */
  due: 'due' | 'overdue' | 'all';
}

export const ALL_LEADS: LeadFilter = {
  state: 'all',
  rooms: 'all',
  unit: 'all',
  search: '',
  stage: 'all',
  owner: 'all',
  due: 'all',
};

export const LEAD_ORDERS = ['newest', 'follow-up', 'stage'] as const;
export type LeadOrder = (typeof LEAD_ORDERS)[number];

/** Who is asking and which Berlin day it is: what 'mine' and 'due' mean. */
export interface LeadContext {
  userId: string;
  today: string;
}

/**
 * Whether a message names the unit code: leads have no unit column, but an exposé request's message names
 * its unit ('… the exposé for apartment 1.0.1 (…'). The code must stand alone: '1.0.1' is not found
 * in '11.0.1' or '1.0.12'.
 */
export function namesUnit(message: string, weNr: string): boolean {
  const code = weNr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${code}(?!\\.?\\d)`).test(message);
}

function matchesOwner(lead: DeskLead, owner: string, context: LeadContext): boolean {
  if (owner === 'all') return true;
  if (owner === 'nobody') return lead.assigned_to === null;
  return lead.assigned_to === (owner === 'mine' ? context.userId : owner);
}

function matchesStage(lead: DeskLead, stage: LeadFilter['stage']): boolean {
  if (stage === 'all') return true;
  return stage === 'open' ? !CLOSED_STAGES.includes(lead.stage) : lead.stage === stage;
}

function matchesDue(lead: DeskLead, due: LeadFilter['due'], today: string): boolean {
  if (due === 'all') return true;
  const when = followUpDue(lead, today);
  return due === 'overdue' ? when === 'overdue' : when !== null;
}

export function filterLeads(
  leads: readonly DeskLead[],
  filter: LeadFilter,
  context: LeadContext,
): DeskLead[] {
  const search = filter.search.trim().toLocaleLowerCase();
  return leads.filter(
    (lead) =>
      (filter.state === 'all' || lead.notify_status === filter.state) &&
      (filter.rooms === 'all' || lead.preferred_rooms === filter.rooms) &&
      (filter.unit === 'all' || namesUnit(lead.message, filter.unit)) &&
      matchesStage(lead, filter.stage) &&
      matchesOwner(lead, filter.owner, context) &&
      matchesDue(lead, filter.due, context.today) &&
      (!search ||
        lead.name.toLocaleLowerCase().includes(search) ||
        (lead.email ?? '').toLowerCase().includes(search)),
  );
}

const byNewest = (a: DeskLead, b: DeskLead) => b.created_at.localeCompare(a.created_at);

/**
 * The inbox's order: newest first; or by follow-up day, soonest (so overdue) first, leads without one last;
 * or by stage in pipeline order. Ties: newest first.
 */
export function sortLeads(leads: readonly DeskLead[], order: LeadOrder): DeskLead[] {
  const compare =
    order === 'follow-up'
      ? (a: DeskLead, b: DeskLead) =>
          (a.follow_up_on ?? '9999').localeCompare(b.follow_up_on ?? '9999') || byNewest(a, b)
      : order === 'stage'
        ? (a: DeskLead, b: DeskLead) =>
            LEAD_STAGES.indexOf(a.stage) - LEAD_STAGES.indexOf(b.stage) || byNewest(a, b)
        : byNewest;
  return [...leads].sort(compare);
}

/** What needs a person: a delivery failed, late or recent spam not yet marked handled, or an overdue follow-up. */
export function needsAttention(lead: DeskLead, today: string): boolean {
  return (lead.attention !== null && lead.handled_at === null) || followUpDue(lead, today) === 'overdue';
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

/** The lead's notes, oldest first (the log's 'note' entries; notes are never edited). */
export function leadNotes(lead: DeskLead): string[] {
  return lead.events
    .filter((event) => event.kind === 'note')
    .map((event) => event.detail)
    .reverse();
}
