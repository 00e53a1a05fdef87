/**
 * Runs `callback` once the browser is idle, at the latest after `timeout` ms, and returns a function
 * that cancels it. Safari has no requestIdleCallback: a short timer stands in.
 */
export function onIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, Math.min(timeout, 200));
  return () => clearTimeout(timer);
}

/** Resolves once the browser is idle, at the latest after `timeout` ms. */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => onIdle(resolve, timeout));
}

/** Resolves in a later task, so that what follows is not added to the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` in the task after the next frame has painted (a frame callback, then a task), so
 * that work a tap sets off does not hold back the frame that answers it; returns a cancel function.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Resolves in the task after the next frame has painted (afterPaint). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterPaint(resolve));
}
