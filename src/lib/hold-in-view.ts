/**
 * Keeps an element where a scroll just put it while the layout around it settles: on the next
 * frames, if content above it changed height (the home sections are laid out only when they come
 * near the screen, and their size until then is an estimate), the page scrolls by the difference.
 * Stops after `frames` frames, or at once when the visitor scrolls, touches or types.
 */
export function holdInView(element: Element, frames = 8): void {
  const wanted = element.getBoundingClientRect().top;
  let remaining = frames;
  let stopped = false;
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    stopped = true;
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  const check = () => {
    if (stopped) return;
    const drift = element.getBoundingClientRect().top - wanted;
    if (Math.abs(drift) >= 1) window.scrollBy({ top: drift, left: 0, behavior: 'instant' });
    remaining -= 1;
    if (remaining > 0) requestAnimationFrame(check);
    else stop();
  };
  requestAnimationFrame(check);
}
