import { useLocale } from '@/lib/i18n/use-locale';

import { berlinShortMoment } from '../model/berlin-time';
import { berlinWallTime, type ViewingSlot } from '../model/viewing';

/** A slot's time as the desk states it: 'Thu, 3 Dec 2026, 14:00–16:00', Berlin time, in the reader's language. */
export function useSlotTime(): (slot: Pick<ViewingSlot, 'starts_at' | 'ends_at'>) => string {
  const locale = useLocale();
  return (slot) =>
    `${berlinShortMoment(new Date(slot.starts_at), locale)}–${berlinWallTime(new Date(slot.ends_at))}`;
}
