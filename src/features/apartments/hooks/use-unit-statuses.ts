import { startTransition, useEffect, useState } from 'react';

import { onUnitStatusesChanged } from '@/lib/unit-statuses-changed';

import { getUnitStatuses } from '../api/get-unit-statuses';
import { readNewestStoredStatuses, writeStatusCache } from '../model/status-cache';
import type { StatusByCode, StatusKnowledge } from '../model/unit-status';

/** The statuses as this page knows them (model/unit-status.ts). */
export type UnitStatusState = StatusKnowledge;

const LOADING: UnitStatusState = { phase: 'loading' };

/**
 * Loads the unit statuses when the apartments list mounts (never on the server), and again when the page
 * becomes visible, the connection returns or the desk changed a status here; a reload that fails keeps
 * what is shown. A load that fails (offline, an error, a timeout) shows the statuses last kept on this
 * device with their time, or none: no toast, the pages say it in one calm line.
 */
export function useUnitStatuses(): UnitStatusState {
  const [state, setUnsliced] = useState<UnitStatusState>(LOADING);
  // The statuses re-render every card of the finder: as a transition, React renders them in slices
  // instead of one long task.
  const setState = (next: UnitStatusState) => startTransition(() => setUnsliced(next));

  useEffect(() => {
    let active = true;
    // Known to be offline: no request can succeed, so the stored statuses are all there is.
    const load = navigator.onLine
      ? getUnitStatuses()
      : Promise.reject(new Error('Failed to load apartments: offline'));
    const received = (statuses: StatusByCode) => {
      const receivedAt = new Date();
      writeStatusCache(statuses, receivedAt);
      if (active) setState({ phase: 'live', statuses, asOf: receivedAt });
    };
    load.then(received, async (error: unknown) => {
      if (!active) return;
      console.warn('[apartments] Statuses not loaded', error);
      // The newest kept on the device: received on an earlier visit, or saved with the offline pack.
      const cached = await readNewestStoredStatuses();
      if (!active) return;
      setState(
        cached ? { phase: 'cached', statuses: cached.statuses, asOf: cached.savedAt } : { phase: 'unknown' },
      );
    });
    const reload = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      getUnitStatuses().then(received, () => undefined);
    };
    document.addEventListener('visibilitychange', reload);
    window.addEventListener('online', reload);
    const stopListening = onUnitStatusesChanged(reload);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', reload);
      window.removeEventListener('online', reload);
      stopListening();
    };
  }, []);

  return state;
}
