import { useEffect, useRef } from 'react';

/** Coming back to the tab within this time after a load does not load again (alt-tab between windows). */
const FOCUS_PAUSE_MS = 5_000;

/**
 * Calls `refresh` every `intervalMs` while the page is visible, and at once when the agent comes back to it (tab shown,
 * window focused), so an open inbox learns of new leads without a reload and a hidden tab costs the backend nothing.
 */
export function useRefreshWhileOpen(refresh: () => void, intervalMs: number): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    let last = Date.now();
    const run = () => {
      last = Date.now();
      latest.current();
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, intervalMs);
    const back = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= FOCUS_PAUSE_MS) run();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [intervalMs]);
}
