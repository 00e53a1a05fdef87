import { useCallback, useEffect, useState } from 'react';

import { loadMe, type DeskMe } from './team-api';

/**
 * The signed-in staff member's name and role (null until known, or when it cannot be loaded: the desk then
 * shows the address and an agent's views, and the server refuses what only admins may anyway).
 */
export function useDeskMe(userId: string | null): { me: DeskMe | null; reload: () => void } {
  const [me, setMe] = useState<DeskMe | null>(null);
  const reload = useCallback(() => {
    if (!userId) return;
    loadMe().then(setMe, () => setMe(null));
  }, [userId]);
  useEffect(reload, [reload]);
  // Another account's answer (signed out and in again) is not shown while this one's loads.
  return { me: me?.user_id === userId ? me : null, reload };
}
