import { useEffect, useRef, useState } from 'react';

/** Spread on the notice: the time stands still while the visitor points at it or is in it. */
export interface AutoDismissHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Calls `dismiss` once `duration` ms have passed (false: never), not counting while paused. */
export function useAutoDismiss(duration: number | false, dismiss: () => void): AutoDismissHandlers {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration === false ? Infinity : duration);
  const latestDismiss = useRef(dismiss);
  useEffect(() => {
    latestDismiss.current = dismiss;
  });
  useEffect(() => {
    if (paused || remaining.current === Infinity) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestDismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  return { onPointerEnter: pause, onPointerLeave: resume, onFocus: pause, onBlur: resume };
}
