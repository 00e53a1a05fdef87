import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('beforeprint', onChange);
  return () => window.removeEventListener('beforeprint', onChange);
}

/** Today as a stable snapshot (the day, not the instant), so React renders only when the day changes. */
const today = () => new Date().toDateString();

/**
 * Today, for the 'printed on' line: null in the prerendered HTML (a page has no date of its own), the
 * current day once running, and read again just before printing (a page left open overnight prints the
 * right day; an external-store update renders synchronously, before the browser lays out the print).
 */
export function usePrintDate(): Date | null {
  const day = useSyncExternalStore(subscribe, today, () => null);
  return day === null ? null : new Date(day);
}
