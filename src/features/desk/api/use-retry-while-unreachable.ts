import { useEffect } from 'react';

import { getDeskClient } from './desk-client';

/** The pauses between attempts while the server cannot be reached; the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 15_000] as const;

export const retryDelay = (failures: number): number =>
  RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;

/**
 * Runs `attempt` now, whenever the connection or the page comes back, and, while it resolves true (the server
 * could not be reached), again after a growing pause. The browser's `online` event alone is not enough: a
 * desk started without signal may be told it is online all along (a Wi-Fi without internet, Chromium after
 * a reload offline) and then never sees the event. A sign-in renewed (supabase-js's TOKEN_REFRESHED) runs it
 * again too: a call made while it was running out went without it. `attempt` must keep its identity and never
 * reject.
 */
export function useRetryWhileUnreachable(attempt: () => Promise<boolean>): void {
  useEffect(() => {
    let active = true;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      clearTimeout(timer);
      void attempt().then((unreachable) => {
        if (!active) return;
        clearTimeout(timer);
        if (unreachable) timer = setTimeout(run, retryDelay(failures++));
        else failures = 0;
      });
    };
    const again = () => {
      failures = 0;
      run();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    run();
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', onVisible);
    let unsubscribe = () => {};
    void getDeskClient().then(
      (supabase) => {
        const { data } = supabase.auth.onAuthStateChange((event) => {
          // Out of supabase-js's callback: a call made inside it would wait for the lock the callback holds.
          if (event === 'TOKEN_REFRESHED') setTimeout(again);
        });
        if (active) unsubscribe = () => data.subscription.unsubscribe();
        else data.subscription.unsubscribe();
      },
      () => undefined,
    );
    return () => {
      active = false;
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [attempt]);
}
