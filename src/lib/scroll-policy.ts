/**
 * The one place that scrolls on navigation (the router's own handling is off): to the top only when the
 * page changed, to the anchor with a hash, back to the left position on back/forward. Hydration is no
 * navigation, so a visitor who scrolled the prerendered page keeps the position.
 */
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';

import { holdInView, restoreScrollPosition } from './hold-in-view';
import { shouldScrollToTop } from './i18n/locale';
import { markPlacedByNavigation } from './page-placement';

/** The history entry's key, from the router's public location state (`ParsedHistoryState`). */
const keyOf = (location: ParsedLocation | undefined): string | undefined => location?.state.__TSR_key;

export function installScrollPolicy(router: AnyRouter): () => void {
  // Positions by history entry: push and replace make a new key, so a key found here is an entry come back to.
  const saved = new Map<string, number>();
  // Where the page was when this navigation started: a navigation that must not scroll (same page
  // in the other language, new search params) keeps it, even though the page re-renders.
  let positionBefore = 0;
  // Set when a navigation starts (onBeforeLoad); the render after hydration comes without one.
  let navigating = false;
  // A scroll still settling from the last navigation, stopped by the next one.
  let settling = () => {};
  const offBeforeLoad = router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    settling();
    navigating = true;
    positionBefore = window.scrollY;
    const key = keyOf(fromLocation);
    if (key) saved.set(key, positionBefore);
  });

  const offRendered = router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
    if (!navigating) return;
    navigating = false;
    const key = keyOf(toLocation);
    const restored = key === keyOf(fromLocation) ? undefined : saved.get(key ?? '');
    if (restored !== undefined) {
      markPlacedByNavigation();
      settling = restoreScrollPosition(restored);
      return;
    }
    // A reload of the same URL (e.g. the router invalidating its data) is not a navigation either.
    if (fromLocation?.href === toLocation.href) return;
    const hash = toLocation.hash;
    if (hash) {
      const anchor = document.getElementById(decodeURIComponent(hash));
      if (anchor) {
        markPlacedByNavigation();
        anchor.scrollIntoView();
        settling = holdInView(anchor);
      }
      return;
    }
    if (shouldScrollToTop(fromLocation?.pathname, { pathname: toLocation.pathname, hash: '' })) {
      window.scrollTo({ top: 0, left: 0 });
    } else if (fromLocation) {
      window.scrollTo({ top: positionBefore, left: 0 });
    }
  });

  return () => {
    settling();
    offBeforeLoad();
    offRendered();
  };
}
