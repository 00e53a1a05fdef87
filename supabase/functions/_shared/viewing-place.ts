/**
 * Where and how a viewing takes place (the one list for the site, the desk and the mails): the meeting points a slot names (viewing_slots_meeting_point in migration
 * 20261130160000_viewings.sql) and the project's address, which the mails and the calendar invitation state.
 *
 * Runtime-neutral: valibot only.
 */
import * as v from 'valibot';

export const MEETING_POINTS = ['show_flat', 'sales_container', 'site_gate'] as const;
export type MeetingPoint = (typeof MEETING_POINTS)[number];
export const meetingPointSchema = v.picklist(MEETING_POINTS);

export const VIEWING_KINDS = ['single', 'open'] as const;
export type ViewingKind = (typeof VIEWING_KINDS)[number];
export const viewingKindSchema = v.picklist(VIEWING_KINDS);

/** projectAddressLine() of src/content/project.ts, which the functions cannot import (a test keeps them equal). */
export const VIEWING_ADDRESS = 'Grabbeallee 68, 13156 Berlin-Pankow';
