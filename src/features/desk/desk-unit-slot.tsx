/**
 * The unit page's place for the desk's status button. It costs a page nothing but this file: the button
 * (and supabase-js) load only on a device where a staff member is signed in (the desk's session is stored).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

import type { Unit } from '@/content/units';
import { useHydrated } from '@/first-load/hydration';
import { DESK_SESSION_STORAGE_KEY, onDeviceItemChangedElsewhere, readDeviceItem } from '@/lib/device-storage';
import { loadCatalogOnDemand } from '@/lib/i18n/i18n';
import { loadWithRetry } from '@/lib/load-with-retry';

// Staff code is not precached: offline, before the button was ever loaded, the page shows none until
// the connection is back.
const DeskUnitStatusButton = lazy(() =>
  loadWithRetry(() =>
    Promise.all([import('./components/desk-unit-status-button'), loadCatalogOnDemand('desk')]),
  ).then(([module]) => ({ default: module.DeskUnitStatusButton })),
);

// A sign-in or sign-out in another tab shows or hides the button at once.
const onSessionChanged = (listener: () => void) =>
  onDeviceItemChangedElsewhere(DESK_SESSION_STORAGE_KEY, listener);
const hasSession = () => readDeviceItem(DESK_SESSION_STORAGE_KEY) !== null;
const noSessionOnServer = () => false;

export function DeskUnitSlot({ unit }: { unit: Unit }) {
  const hydrated = useHydrated();
  const signedIn = useSyncExternalStore(onSessionChanged, hasSession, noSessionOnServer);
  if (!hydrated || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <DeskUnitStatusButton unit={unit} />
    </Suspense>
  );
}
