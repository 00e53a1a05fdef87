import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

import { afterPaint } from '@/lib/idle';

/**
 * A value one painted frame behind: a change is rendered first where it was made (a chip checked, a
 * sort chosen) and the frame painted, then, in the task after that frame, what it changes elsewhere
 * (the finder's list and count). The tap is answered in a frame of its own; the list follows in the
 * next one, rendered at once in that task (not queued behind other work). Several changes before that
 * frame: only the last is rendered.
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    return afterPaint(() => flushSync(() => setPainted(value)));
  }, [value, painted]);
  return painted;
}
