import { startTransition, useEffect, useState } from 'react';

import { whenPartsMayLoad } from '@/lib/deferred-gates';
import { whenIdle } from '@/lib/idle';

import type { ProjectTab } from './project-search';

/** The longest wait for an idle moment between two tabs rendered ahead. */
const IDLE_TIMEOUT_MS = 3000;

const NONE: ReadonlySet<ProjectTab> = new Set();

/**
 * The tabs a tap is likely to open next, rendered hidden ahead of it: once the start-up sequence
 * says the page is idle (its `idle` parts, src/boot.ts), each one's code loads and then, when
 * the browser is idle again, it joins the returned set, one tab at a time. The page then renders it
 * hidden (React's Activity: at the lowest priority, in short slices, its effects not mounted), so
 * that a tap on it only reveals it. A tab whose code fails to load is left to the tap.
 */
export function usePrerenderedTabs(
  tabs: readonly ProjectTab[],
  load: (tab: ProjectTab) => Promise<void>,
): ReadonlySet<ProjectTab> {
  const [prerendered, setPrerendered] = useState(NONE);
  useEffect(() => {
    let active = true;
    void (async () => {
      await whenPartsMayLoad('idle');
      for (const tab of tabs) {
        if (!active) return;
        const loaded = await load(tab).then(
          () => true,
          () => false,
        );
        await whenIdle(IDLE_TIMEOUT_MS);
        if (!active) return;
        if (loaded) startTransition(() => setPrerendered((old) => new Set([...old, tab])));
      }
    })();
    return () => {
      active = false;
    };
  }, [tabs, load]);
  return prerendered;
}
