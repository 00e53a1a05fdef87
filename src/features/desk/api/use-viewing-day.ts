/**
 * The agent's day of viewings: loaded for the Berlin day, kept on the device (the last day loaded), and shown
 * from there with its time when the server cannot be reached, as at a construction site without signal.
 */
import { useCallback, useMemo, useState } from 'react';

import { berlinDayRange } from '@/lib/i18n/berlin-day';

import {
  readStoredViewingDay,
  withSlot,
  writeStoredViewingDay,
  type StoredViewingDay,
  type ViewingSlot,
} from '../model/viewing';
import { DeskCallError } from './desk-call';
import { loadViewingSlots } from './viewing-api';

export type ViewingDayLoad =
  /** With the day as the device kept it, shown meanwhile: an answer may take long on a weak signal. */
  | { phase: 'loading'; stored: StoredViewingDay | null }
  | { phase: 'ready'; slots: ViewingSlot[] }
  /** The day as the device kept it, at `savedAt`: the server did not answer. */
  | { phase: 'stored'; slots: ViewingSlot[]; savedAt: Date; error: DeskCallError | null }
  | { phase: 'failed'; error: DeskCallError | null };

export function useViewingDay(day: string): {
  load: ViewingDayLoad;
  /** Loads the day (the caller decides when); true when the server could not be reached. */
  refresh: () => Promise<boolean>;
  /** Puts in a slot the server answered with (kept on the device too). */
  update: (slot: ViewingSlot) => void;
} {
  // The load of the day it was made for: another day shows as loading until its own answer is in.
  const [state, setState] = useState<{ day: string; load: ViewingDayLoad } | null>(null);
  const stored = useMemo(() => {
    const kept = readStoredViewingDay();
    return kept?.day === day ? kept : null;
  }, [day]);
  const load: ViewingDayLoad = state?.day === day ? state.load : { phase: 'loading', stored };

  const refresh = useCallback(() => {
    const { from, to } = berlinDayRange(day);
    return loadViewingSlots(from, to).then(
      (slots) => {
        writeStoredViewingDay(day, slots, new Date());
        setState({ day, load: { phase: 'ready', slots } });
        return false;
      },
      (error: unknown) => {
        const known = error instanceof DeskCallError ? error : null;
        const stored = readStoredViewingDay();
        setState({
          day,
          load:
            stored?.day === day
              ? { phase: 'stored', slots: stored.slots, savedAt: stored.savedAt, error: known }
              : { phase: 'failed', error: known },
        });
        return known?.kind === 'unavailable';
      },
    );
  }, [day]);

  const update = useCallback(
    (slot: ViewingSlot) =>
      setState((current) => {
        if (current?.day !== day) return current;
        const shown = current.load;
        if (shown.phase !== 'ready' && shown.phase !== 'stored') return current;
        if (!shown.slots.some((known) => known.id === slot.id)) return current;
        const slots = withSlot(shown.slots, slot);
        const stored = readStoredViewingDay();
        if (stored?.day === day) writeStoredViewingDay(day, slots, stored.savedAt);
        return { day, load: { ...shown, slots } };
      }),
    [day],
  );

  return { load, refresh, update };
}
