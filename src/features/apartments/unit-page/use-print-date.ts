import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Today as a stable value (the day, not the instant), so React renders only when the day changes. */
const today = () => new Date().toDateString();

/**
 * Today, for the 'printed on' line: null in the prerendered HTML (a page has no date of its own), the
 * current day once running, and read again just before printing (a page left open overnight prints the
 * right day).
 */
export function usePrintDate(): Date | null {
  const [day, setDay] = useState<string | null>(null);
  useEffect(() => {
    // A transition: a line only print shows must not re-render the page at once after hydration.
    startTransition(() => setDay(today()));
    // Synchronously, so the line is rendered before the browser lays out the print.
    const onBeforePrint = () => flushSync(() => setDay(today()));
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return day === null ? null : new Date(day);
}
