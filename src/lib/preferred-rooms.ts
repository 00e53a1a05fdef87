import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isPreferredRooms, type PreferredRooms } from '../../supabase/functions/_shared/contact-rules';

export {
  isPreferredRooms,
  PREFERRED_ROOM_VALUES,
  type PreferredRooms,
} from '../../supabase/functions/_shared/contact-rules';

/** The room wishes' labels beside the values they label: the contact form offers them, the desk shows them. */
export const PREFERRED_ROOM_LABELS: Readonly<Record<PreferredRooms, MessageDescriptor>> = {
  '1-room': msg`1 Room (Studio)`,
  '2-room': msg`2 Rooms`,
  '3-room': msg`3 Rooms`,
  '4-room': msg`4+ Rooms`,
  flexible: msg`Flexible`,
};

/** The label of a stored room wish, or none for a value the rules do not know (or no wish). */
export function preferredRoomLabel(value: string | null): MessageDescriptor | undefined {
  return isPreferredRooms(value) ? PREFERRED_ROOM_LABELS[value] : undefined;
}
