/**
 * The desk's calls for viewings (migration 20261130160000_viewings.sql): the slots of a period with their
 * bookings, publishing a slot, and the compare-and-set changes (move, cancel, the check-in at the site), each
 * answered with the slot as it is now. Every answer is validated (desk-call.ts).
 */
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project';

import {
  viewingSlotSchema,
  type BookingMark,
  type SlotDraft,
  type SlotTimes,
  type ViewingSlot,
} from '../model/viewing';
import { deskCall } from './desk-call';
import { getDeskClient } from './desk-client';

/** A compare-and-set answer: ok, or not (someone changed it meanwhile); the slot as it is now either way. */
const casAnswerSchema = v.object({ ok: v.boolean(), slot: viewingSlotSchema });
export type ViewingChangeAnswer = v.InferOutput<typeof casAnswerSchema>;

/** The slots starting in [from, to), cancelled ones too, with their bookings (spam left out). */
export async function loadViewingSlots(from: Date, to: Date): Promise<ViewingSlot[]> {
  const supabase = await getDeskClient();
  return deskCall(
    'Loading the viewings',
    () => supabase.rpc('desk_viewing_slots', { p_from: from.toISOString(), p_to: to.toISOString() }),
    v.array(viewingSlotSchema),
  );
}

export async function publishViewingSlot(draft: SlotDraft): Promise<ViewingSlot> {
  const supabase = await getDeskClient();
  return deskCall(
    'Publishing the viewing',
    () =>
      supabase.rpc('desk_viewing_slot_publish', {
        p_project_id: PROJECT_ID,
        p_we_nr: draft.weNr,
        p_starts_at: draft.startsAt.toISOString(),
        p_ends_at: draft.endsAt.toISOString(),
        p_kind: draft.kind,
        p_capacity: draft.capacity,
        p_meeting_point: draft.meetingPoint,
        p_agent: draft.agentId,
      }),
    viewingSlotSchema,
  );
}

/** Moves the slot seen at `version`; its booked parties get the changed invitation. */
export async function moveViewingSlot(
  slot: Pick<ViewingSlot, 'id' | 'version'>,
  times: SlotTimes,
): Promise<ViewingChangeAnswer> {
  const supabase = await getDeskClient();
  return deskCall(
    'Moving the viewing',
    () =>
      supabase.rpc('desk_viewing_slot_move', {
        p_id: slot.id,
        p_expected_version: slot.version,
        p_starts_at: times.startsAt.toISOString(),
        p_ends_at: times.endsAt.toISOString(),
      }),
    casAnswerSchema,
  );
}

/** Cancels the slot seen at `version`; its booked parties are told. */
export async function cancelViewingSlot(
  slot: Pick<ViewingSlot, 'id' | 'version'>,
): Promise<ViewingChangeAnswer> {
  const supabase = await getDeskClient();
  return deskCall(
    'Cancelling the viewing',
    () => supabase.rpc('desk_viewing_slot_cancel', { p_id: slot.id, p_expected_version: slot.version }),
    casAnswerSchema,
  );
}

/** Marks a booking seen at `expectedVersion`: came, did not come, or the mark taken back. */
export async function markViewingBooking(
  bookingId: string,
  expectedVersion: number,
  status: BookingMark,
): Promise<ViewingChangeAnswer> {
  const supabase = await getDeskClient();
  return deskCall(
    'Saving the check-in',
    () =>
      supabase.rpc('desk_viewing_booking_mark', {
        p_id: bookingId,
        p_expected_version: expectedVersion,
        p_status: status,
      }),
    casAnswerSchema,
  );
}
