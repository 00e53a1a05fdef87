/** The viewings' texts that depend on a value (a meeting point, an event, a form problem), in the active language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { BookingStatus, MeetingPoint, SlotFormProblem, SlotKind, ViewingEvent } from './viewing';

export const MEETING_POINT_LABELS: Record<MeetingPoint, MessageDescriptor> = {
  show_flat: msg`Show flat`,
  sales_container: msg`Sales container`,
  site_gate: msg`Site gate`,
};

export const SLOT_KIND_LABELS: Record<SlotKind, MessageDescriptor> = {
  single: msg`Single appointment (one party)`,
  open: msg`Open viewing (several parties)`,
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  booked: msg({ message: 'Expected', context: 'viewing booking' }),
  cancelled: msg({ message: 'Cancelled', context: 'viewing booking' }),
  attended: msg({ message: 'Checked in', context: 'viewing booking' }),
  no_show: msg({ message: 'Did not come', context: 'viewing booking' }),
};

/** A viewing entry of the lead's log; `{when}` is the viewing's Berlin time. */
export const VIEWING_EVENT_LABELS: Record<ViewingEvent, MessageDescriptor> = {
  booked: msg({ message: 'Viewing booked for {when}' }),
  moved_by_buyer: msg({ message: 'Viewing moved by the buyer to {when}' }),
  cancelled_by_buyer: msg({ message: 'Viewing of {when} cancelled by the buyer' }),
  moved_by_staff: msg({ message: 'Viewing moved by the sales team to {when}' }),
  cancelled_by_staff: msg({ message: 'Viewing of {when} cancelled by the sales team' }),
  attended: msg({ message: 'Came to the viewing of {when}' }),
  no_show: msg({ message: 'Did not come to the viewing of {when}' }),
  unmarked: msg({ message: 'Check-in taken back for the viewing of {when}' }),
};

export const SLOT_FORM_PROBLEM_TEXTS: Record<SlotFormProblem, MessageDescriptor> = {
  day: msg`Please choose a day`,
  start: msg`Please enter the start time`,
  end: msg`Please enter the end time`,
  past: msg`The viewing must start in the future`,
  order: msg`The end must be after the start`,
  too_long: msg`A viewing lasts at most 12 hours`,
  capacity: msg`An open viewing takes 2 to 100 parties`,
};
