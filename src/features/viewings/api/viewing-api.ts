/**
 * The buyer's side of viewings as anon RPCs (migration 20261130160000_viewings.sql): the free slots, and a
 * booking by its personal link. Answers are read with valibot; no answer at all is `failed`, so the page keeps
 * what it shows and offers another try.
 */
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project-id';
import { getRestClient } from '@/lib/supabase/visitor-backend';

import { meetingPointSchema, viewingKindSchema } from '../../../../supabase/functions/_shared/viewing-place';
import type { ManageSearch } from '../model/viewing-search';
import { openSlotsSchema, type OpenSlot } from '../model/viewing-slot';

const bookingViewSchema = v.object({
  bookingId: v.pipe(v.string(), v.uuid()),
  status: v.picklist(['booked', 'cancelled', 'attended', 'no_show']),
  name: v.string(),
  weNrs: v.array(v.string()),
  slotId: v.pipe(v.string(), v.uuid()),
  startsAt: v.string(),
  endsAt: v.string(),
  kind: viewingKindSchema,
  meetingPoint: meetingPointSchema,
});
export type BookingView = v.InferOutput<typeof bookingViewSchema>;

const withBooking = <S extends string>(status: S) =>
  v.object({ status: v.literal(status), booking: bookingViewSchema });

/** What the link's calls answer: the booking, or why not. */
export const linkAnswerSchema = v.variant('status', [
  withBooking('ok'),
  withBooking('moved'),
  withBooking('cancelled'),
  withBooking('slot_full'),
  withBooking('slot_gone'),
  v.object({ status: v.literal('ended') }),
  v.object({ status: v.literal('invalid') }),
]);
export type LinkAnswer = v.InferOutput<typeof linkAnswerSchema> | { status: 'failed' };

async function call<T>(
  name: string,
  args: Record<string, string | number | null>,
  schema: v.GenericSchema<unknown, T>,
) {
  try {
    // postgrest-js alone: an RPC needs none of supabase-js's auth, realtime or storage.
    const client = await getRestClient();
    const { data, error } = await client.rpc(name, args);
    if (error) {
      console.error(`${name} failed`, error);
      return null;
    }
    return v.parse(schema, data);
  } catch (error) {
    console.error(`${name} failed`, error);
    return null;
  }
}

/** The next free slots for a flat (its own and the project's), or null when the server cannot be reached. */
export function fetchOpenSlots(weNr: string | null): Promise<OpenSlot[] | null> {
  return call(
    'viewing_slots_open',
    { p_project_id: PROJECT_ID, p_we_nr: weNr, p_limit: 60 },
    openSlotsSchema,
  );
}

async function linkCall(name: string, args: Record<string, string>): Promise<LinkAnswer> {
  return (await call(name, args, linkAnswerSchema)) ?? { status: 'failed' };
}

export function getBooking({ id, token }: ManageSearch): Promise<LinkAnswer> {
  return linkCall('viewing_booking_get', { p_id: id, p_token: token });
}

export function moveBooking({ id, token }: ManageSearch, slotId: string): Promise<LinkAnswer> {
  return linkCall('viewing_booking_move', { p_id: id, p_token: token, p_slot: slotId });
}

export function cancelBooking({ id, token }: ManageSearch): Promise<LinkAnswer> {
  return linkCall('viewing_booking_cancel', { p_id: id, p_token: token });
}
