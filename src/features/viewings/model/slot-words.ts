import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { byCount } from '@/lib/i18n/by-count';

import type { MeetingPoint, OpenSlot, SlotKind } from './viewing-slot';

const KIND = {
  single: msg`Private appointment`,
  open: msg`Open viewing`,
} as const satisfies Record<SlotKind, unknown>;

const MEETING_POINT = {
  show_flat: msg`Meet at the show flat`,
  sales_container: msg`Meet at the sales container on site`,
  site_gate: msg`Meet at the site gate, Grabbeallee 68`,
} as const satisfies Record<MeetingPoint, unknown>;

export function slotKindText(kind: SlotKind, i18n: I18n): string {
  return i18n._(KIND[kind]);
}

export function meetingPointText(point: MeetingPoint, i18n: I18n): string {
  return i18n._(MEETING_POINT[point]);
}

/** "3 places left" (an open viewing) or nothing (a private appointment is one party's). */
export function placesLeftText(slot: Pick<OpenSlot, 'kind' | 'places_left'>, i18n: I18n): string | null {
  if (slot.kind === 'single') return null;
  const count = slot.places_left;
  return i18n._(byCount(count, { one: msg`1 place left`, other: msg`${count} places left` }));
}
