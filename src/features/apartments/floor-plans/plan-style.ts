/** Drawing style of the generated plans: line and wash in the brand colours. */
import { brandColors } from '@/content/brand';

import type { OutdoorKind, RoomKind } from './unit-plan-geometry';

export const INK = brandColors.charcoal;
export const ACCENT = brandColors.gold;
export const PINE = brandColors.green;

export const ROOM_FILL: Record<RoomKind, string> = {
  living: '#F3EFE4',
  bedroom: '#F8F6F0',
  bath: '#E3ECEC',
  hall: '#FFFFFF',
};

export const OUTDOOR_FILL: Record<OutdoorKind, string> = {
  balcony: '#ECEAE4',
  terrace: '#E8E4D9',
  garden: '#DCE8DA',
};

/** Metres to drawing units. */
export const SCALE = 50;
export const FONT = "'Open Sans', system-ui, sans-serif";
