import { useCallback, useEffect, useState } from 'react';

import type { UnitDemand } from '../model/alert-records';
import { loadAlertDemand } from './alert-desk-api';
import { DeskCallError } from './desk-call';

export type AlertDemandLoad =
  | { phase: 'loading' }
  | { phase: 'ready'; demand: ReadonlyMap<string, UnitDemand> }
  | { phase: 'failed'; error: DeskCallError | null };

/** The buyer alerts' demand per unit, loaded apart from the statuses: without it the units still work. */
export function useAlertDemand(): { load: AlertDemandLoad; refresh: () => void } {
  const [load, setLoad] = useState<AlertDemandLoad>({ phase: 'loading' });
  const refresh = useCallback(() => {
    loadAlertDemand().then(
      (demand) => setLoad({ phase: 'ready', demand }),
      (error: unknown) => setLoad({ phase: 'failed', error: error instanceof DeskCallError ? error : null }),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { load, refresh };
}
