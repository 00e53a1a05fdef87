/**
 * The unit page's place for the desk's status button. It costs a page nothing but this file: the button
 * (and supabase-js) load only on a device where a staff member is signed in (the desk's session is stored).
 */
import { lazy, Suspense } from 'react';

import type { Unit } from '@/content/units';
import { useHydrated } from '@/first-load/hydration';
import { DESK_SESSION_STORAGE_KEY, readDeviceItem } from '@/lib/device-storage';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';
import { loadWithRetry } from '@/lib/load-with-retry';

// Staff code is not precached: offline, before the button was ever loaded, the page shows none until
// the connection is back.
const DeskUnitStatusButton = lazy(() =>
  loadWithRetry(() =>
    Promise.all([import('./components/desk-unit-status-button'), loadCatalogOnDemand('desk')]),
  ).then(([module]) => ({ default: module.DeskUnitStatusButton })),
);

export function DeskUnitSlot({ unit }: { unit: Unit }) {
  const hydrated = useHydrated();
  if (!hydrated || readDeviceItem(DESK_SESSION_STORAGE_KEY) === null) return null;
  return (
    <Suspense fallback={null}>
      <DeskUnitStatusButton unit={unit} />
    </Suspense>
  );
}
