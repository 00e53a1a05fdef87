/**
 * The one place that scrolls on navigation (the router's own handling is off): to the top only when the
 * page changed, to the anchor with a hash, back to the left position on back/forward. Hydration is no
 * navigation, so a visitor who scrolled the prerendered page keeps the position.
 */
import type { AnyRouter } from '@tanstack/react-router';

import { holdInView } from './hold-in-view';
import { shouldScrollToTop } from './i18n/locale';

export function installScrollPolicy(router: AnyRouter): () => void {
  const saved = new Map<string, number>();
  let traversing = false;
  // Where the page was when this navigation started: a navigation that must not scroll (same page
  // in the other language, new search params) keeps it, even though the page re-renders.
  let positionBefore = 0;
  // Set when a navigation starts (onBeforeLoad); the render after hydration comes without one.
  let navigating = false;
  const onPopState = () => {
    traversing = true;
  };
  window.addEventListener('popstate', onPopState);

  const keyOf = (state: unknown): string | undefined => {
    const key = (state as { __TSR_key?: unknown } | undefined)?.__TSR_key;
    return typeof key === 'string' ? key : undefined;
  };

  const offBeforeLoad = router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    navigating = true;
    positionBefore = window.scrollY;
    const key = keyOf(fromLocation?.state);
    if (key) saved.set(key, positionBefore);
  });

  const offRendered = router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
    const wasTraversal = traversing;
    traversing = false;
    if (!navigating) return;
    navigating = false;
    // A reload of the same URL (e.g. the router invalidating its data) is not a navigation either.
    if (!wasTraversal && fromLocation?.href === toLocation.href) return;
    const restored = wasTraversal ? saved.get(keyOf(toLocation.state) ?? '') : undefined;
    if (restored !== undefined) {
      window.scrollTo({ top: restored, left: 0 });
      return;
    }
    const hash = toLocation.hash;
    if (hash) {
      const anchor = document.getElementById(decodeURIComponent(hash));
      if (anchor) {
        anchor.scrollIntoView();
        holdInView(anchor);
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
    window.removeEventListener('popstate', onPopState);
    offBeforeLoad();
    offRendered();
  };
}
