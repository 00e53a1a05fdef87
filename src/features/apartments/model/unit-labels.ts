/** Labels of the unit data, as Lingui descriptors (read with `i18n._(...)`). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Unit, UnitCategory } from '@/content/units';

import type { OutdoorKind, RoomKind } from '../floor-plans/unit-plan-geometry';

export const FLOOR_LABELS: readonly MessageDescriptor[] = [
  msg`Ground floor`,
  msg`1st floor`,
  msg`2nd floor`,
  msg`3rd floor`,
  msg`4th floor`,
  msg`5th floor`,
];

/**
 * The other floor labels of the texts: the levels around the residential floors. The spec's
 * mezzanine and attic do not exist here; the site does not list storeys that are not built.
 */
export const OTHER_FLOOR_LABELS = {
  basement: msg`Basement`,
  roof: msg`Roof`,
} as const satisfies Record<string, MessageDescriptor>;

export const ROOM_KIND_LABELS: Record<RoomKind, MessageDescriptor> = {
  living: msg`Living / kitchen`,
  bedroom: msg`Bedroom`,
  bath: msg`Bathroom`,
  hall: msg`Hall`,
};

export const OUTDOOR_LABELS: Record<OutdoorKind, MessageDescriptor> = {
  balcony: msg`Balcony`,
  terrace: msg`Terrace`,
  garden: msg`Garden`,
};

/** The top floor's terrace is a roof terrace (units.ts: the top floor of each building). */
const ROOF_TERRACE = msg`Roof terrace`;

/** What this unit's outdoor space of this kind is called: a roof-terrace unit's terrace is a roof terrace. */
export function outdoorLabel(unit: Pick<Unit, 'category'>, kind: OutdoorKind): MessageDescriptor {
  return kind === 'terrace' && unit.category === 'roof-terrace-apartment'
    ? ROOF_TERRACE
    : OUTDOOR_LABELS[kind];
}

export const CATEGORY_LABELS: Record<UnitCategory, MessageDescriptor> = {
  'garden-apartment': msg`Garden apartment`,
  'ground-floor-apartment': msg`Ground-floor apartment`,
  'balcony-apartment': msg`Apartment with balcony`,
  'roof-terrace-apartment': msg`Roof-terrace apartment`,
};

export const BUILDING_KIND_LABELS = {
  street: msg`Street building`,
  garden: msg`Garden house`,
} as const;
