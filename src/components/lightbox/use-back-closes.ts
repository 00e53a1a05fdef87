import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

import { afterPaint } from '@/lib/idle';

/** The mark, in the history entry's state, of the entry an open lightbox added. */
interface LightboxEntryState {
  lightbox?: string;
}

let entries = 0;

/**
 * Back closes an open lightbox, as on a phone's photo viewer: opening adds a history entry (same URL,
 * through the router, so that it keeps count of the entries), and leaving that entry by Back calls
 * `onBack`. Returns what a close by button or Escape must call first: it takes the entry back off the
 * history, so that no stray entry is left for Back to land on.
 */
export function useBackCloses(opened: boolean, onBack: () => void): () => void {
  const router = useRouter();
  const entry = useRef<string | null>(null);
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!opened) return;
    const { history } = router;
    const entryOf = () => (history.location.state as LightboxEntryState).lightbox;
    let unsubscribe = () => {};
    // After the opening frame has painted: the push (and the router's work on it) is not part of the tap.
    const cancel = afterPaint(() => {
      // Once per opening (React's StrictMode runs this effect twice in development).
      if (!entry.current || entryOf() !== entry.current) {
        entries += 1;
        entry.current = `lightbox-${entries}`;
        const state: LightboxEntryState = { ...history.location.state, lightbox: entry.current };
        history.push(history.location.href, state);
      }
      unsubscribe = history.subscribe(() => {
        if (entry.current && entryOf() !== entry.current) {
          entry.current = null;
          onBackRef.current();
        }
      });
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [opened, router]);

  return useCallback(() => {
    if (!entry.current) return;
    entry.current = null;
    router.history.back();
  }, [router]);
}
