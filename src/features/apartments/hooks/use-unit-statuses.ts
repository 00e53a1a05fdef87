import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useState } from 'react';

import { showToast } from '@/components/toast/toast';

import { getUnitStatuses, UnitStatusLoadError } from '../api/get-unit-statuses';
import { readNewestStoredStatuses, readStatusCache, writeStatusCache } from '../model/status-cache';
import type { StatusByCode } from '../model/unit-status';

export type UnitStatusState =
  | { phase: 'loading'; statuses: StatusByCode }
  /** Just received from the backend, at `asOf`. */
  | { phase: 'live'; statuses: StatusByCode; asOf: Date }
  /** The backend could not be reached: the statuses last received on this device, as of `asOf`. */
  | { phase: 'cached'; statuses: StatusByCode; asOf: Date }
  /** Loading failed: every unit shows as Available (spec §8). */
  | { phase: 'failed'; statuses: StatusByCode };

const NONE: StatusByCode = new Map();

/** Window event the sales desk dispatches after a status change on this page: the statuses load again. */
export const UNIT_STATUSES_CHANGED_EVENT = 'unit-statuses:changed';

/** When the shown statuses were received: now for live ones (the finder's cache has just kept them). */
export function statusAsOf(state: UnitStatusState): Date | null {
  if (state.phase === 'cached') return state.asOf;
  if (state.phase === 'live') return readStatusCache()?.savedAt ?? null;
  return null;
}

/**
 * Loads the unit statuses when the apartments list mounts (never on the server), and again when the page
 * becomes visible, the connection returns or the desk changed a status here; a reload that fails keeps
 * what is shown.
 */
export function useUnitStatuses(): UnitStatusState {
  const { t } = useLingui();
  const [state, setUnsliced] = useState<UnitStatusState>({ phase: 'loading', statuses: NONE });
  // The statuses re-render every card of the finder: as a transition, React renders them in slices
  // (one synchronous render of 56 cards was a task of about 180 ms on a phone at 4× CPU).
  const setState = (next: UnitStatusState) => startTransition(() => setUnsliced(next));
  const errorTitle = t`Error`;
  const errorMessage = t`Failed to load apartments`;

  useEffect(() => {
    let active = true;
    // Known to be offline: no request can succeed, so the stored statuses are all there is.
    const load = navigator.onLine
      ? getUnitStatuses()
      : Promise.reject(new UnitStatusLoadError('Failed to load apartments: offline', false));
    const received = (statuses: StatusByCode) => {
      const receivedAt = new Date();
      writeStatusCache(statuses, receivedAt);
      if (active) setState({ phase: 'live', statuses, asOf: receivedAt });
    };
    load.then(received, async (error: unknown) => {
      if (!active) return;
      const unreachable = error instanceof UnitStatusLoadError && !error.reachable;
      // The newest kept on the device: received on an earlier visit, or saved with the offline pack.
      const cached = await readNewestStoredStatuses();
      if (!active) return;
      if ((unreachable || !navigator.onLine) && cached) {
        setState({ phase: 'cached', statuses: cached.statuses, asOf: cached.savedAt });
        return;
      }
      console.error(errorMessage, error);
      void showToast({ title: errorTitle, message: errorMessage, variant: 'destructive' });
      setState({ phase: 'failed', statuses: NONE });
    });
    const reload = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      getUnitStatuses().then(received, () => undefined);
    };
    document.addEventListener('visibilitychange', reload);
    window.addEventListener('online', reload);
    window.addEventListener(UNIT_STATUSES_CHANGED_EVENT, reload);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', reload);
      window.removeEventListener('online', reload);
      window.removeEventListener(UNIT_STATUSES_CHANGED_EVENT, reload);
    };
    // Load once per mount; the texts are read at the time of the failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
