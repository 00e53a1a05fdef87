/**
 * A field of a prerendered part that React hydrates later (a deferred section such as the monthly
 * cost calculator): what a visitor types or picks before then stays on the screen (React does not
 * overwrite a field's value while it hydrates) but no change event reaches the component, which
 * would go on with its own value as if nothing had been typed. Once hydrated, the field's value is
 * compared with what was rendered and, if it differs, handed on as if just typed.
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
