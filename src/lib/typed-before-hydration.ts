/**
 * What a visitor types into a prerendered field before React hydrates it stays on screen but reaches
 * no handler, so once hydrated a changed value is handed on as if just typed.
 */
import { useEffect, useRef } from 'react';

/** Returns the ref for the field; calls `onTyped` once after hydration if its value is not `rendered`. */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLSelectElement>(
  rendered: string,
  onTyped: (value: string) => void,
) {
  const field = useRef<Field>(null);
  // What the first render showed and its handler: the check runs once, on the first commit.
  const first = useRef({ rendered, onTyped });
  useEffect(() => {
    const value = field.current?.value;
    if (value !== undefined && value !== first.current.rendered) first.current.onTyped(value);
  }, []);
  return field;
}
