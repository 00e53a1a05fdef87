/**
 * Runs `callback` in a task after the next frame is painted: what follows a tap's visible answer
 * (the router's navigation to the new address) stays out of the tap's frame, so the answer is on
 * the screen first (its Event Timing duration ends with that paint).
 */
export function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
