/**
 * Which forms hold input not yet sent (a typed contact message, an open status or note dialog of the
 * desk). The service-worker bridge applies a waiting update only while none does, so that a new
 * version never reloads what someone is typing (src/features/pwa/update-checks.ts).
 */
import { useEffect } from 'react';

const holders = new Set<symbol>();

/** True while some form holds unsent input. */
export function hasUnsentInput(): boolean {
  return holders.size > 0;
}

/** Marks input as unsent until the returned function is called. */
export function holdUnsentInput(): () => void {
  const key = Symbol('unsent-input');
  holders.add(key);
  return () => {
    holders.delete(key);
  };
}

/** Holds while `unsent` is true and the component is mounted. */
export function useUnsentInput(unsent: boolean): void {
  useEffect(() => (unsent ? holdUnsentInput() : undefined), [unsent]);
}
