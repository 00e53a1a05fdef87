import { useLingui } from '@lingui/react/macro';

import type { Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { FLOOR_LABELS } from '../model/unit-labels';

/** One line of key facts: '3 rooms · 59.7 m² · 2nd floor · Building 2'. */
export function useUnitSummary(unit: Unit): string {
  const { t, i18n } = useLingui();
  const { area } = useFormatters();
  const floor = i18n._(FLOOR_LABELS[unit.floor]!);
  return t`${unit.rooms} rooms · ${area(unit.livingArea)} · ${floor} · Building ${unit.building}`;
}
