import { useState } from 'react';
import type * as v from 'valibot';

import { useHydrated } from '@/first-load/hydration';

import { readLink } from './alert-links';

/**
 * The mail link's parts, read once the page has hydrated (the prerendered page knows no query):
 * undefined before, null when a part is missing or malformed.
 */
export function useAlertLink<T>(schema: v.GenericSchema<unknown, T>): T | null | undefined {
  const hydrated = useHydrated();
  const [link] = useState(() =>
    typeof window === 'undefined' ? undefined : readLink(schema, window.location.search),
  );
  return hydrated ? link : undefined;
}

/** One action of a link page: idle, working, then the answer (a failed one may be tried again). */
export function useLinkAction<A extends { status: string }>(act: () => Promise<A>) {
  const [state, setState] = useState<{ phase: 'idle' | 'working' } | { phase: 'done'; answer: A }>({
    phase: 'idle',
  });
  const run = () => {
    setState({ phase: 'working' });
    void act().then((answer) => setState({ phase: 'done', answer }));
  };
  return { state, run };
}
