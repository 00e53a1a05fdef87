import { startTransition, useEffect, useState } from 'react';

import { isFirstPageHydrated, useHydrated } from '@/first-load/hydration';

import type { ProjectTab } from './project-search';
import { isTabLoaded, loadTab } from './project-tabs';

/**
 * Whether the project page shows the state its address names (tab, finder filters, #apartments).
 * The page is prerendered without it, showing the overview: the address is applied once the page is
 * hydrated and, on that first page, once the tab it names has its code. Until then the prerendered
 * overview stays, and the tab then replaces it in one step: no loader in between, and no second,
 * throttled commit of the tab after its loader (Suspense holds a fallback for a minimum time).
 * A tab chosen meanwhile, or opened later (a click, a client-side navigation), shows at once, with
 * its loader while its code loads.
 */
export function useAddressApplied(addressTab: ProjectTab): boolean {
  const hydrated = useHydrated();
  // The first page's tab: its code starts loading while the page hydrates, in a task of its own (the
  // requests for its chunks, 22 for the finder, are not added to React's render).
  if (!import.meta.env.SSR && !hydrated && !isTabLoaded(addressTab))
    setTimeout(() => void loadTab(addressTab).catch(() => undefined), 0);
  const [firstTab] = useState(addressTab);
  const [codeReady, setCodeReady] = useState(() => isFirstPageHydrated() || isTabLoaded(addressTab));
  const tabReady = codeReady || addressTab !== firstTab;
  useEffect(() => {
    if (tabReady) return;
    let current = true;
    // Loaded or not (offline, nothing cached): apply the address; the tab then shows its loader.
    const ready = () => current && startTransition(() => setCodeReady(true));
    loadTab(addressTab).then(ready, ready);
    return () => {
      current = false;
    };
  }, [tabReady, addressTab]);
  return hydrated && tabReady;
}
