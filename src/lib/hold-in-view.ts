import { VISITOR_INPUTS } from './page-placement';

/**
 * Runs `step` on the next frames until it says the scroll is where it should be, `frames` frames have
 * passed, or the visitor scrolls, touches or types (their scroll wins); returns what stops it sooner.
 */
function onFramesUntilSettled(step: () => boolean, frames: number): () => void {
  let remaining = frames;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of VISITOR_INPUTS) window.removeEventListener(type, stop);
  };
  for (const type of VISITOR_INPUTS) window.addEventListener(type, stop, { passive: true });
  const check = () => {
    if (stopped) return;
    remaining -= 1;
    if (step() || remaining <= 0) stop();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  return stop;
}

/**
 * Keeps an element where a scroll just put it while the layout around it settles: on the next
 * frames, if content above it changed height (the home sections are laid out only when they come
 * near the screen, and their size until then is an estimate), the page scrolls by the difference.
 */
export function holdInView(element: Element, frames = 8): () => void {
  const wanted = element.getBoundingClientRect().top;
  return onFramesUntilSettled(() => {
    const drift = element.getBoundingClientRect().top - wanted;
    if (Math.abs(drift) >= 1) window.scrollBy({ top: drift, left: 0, behavior: 'instant' });
    return false;
  }, frames);
}

// Parts still putting content on the page (a list rendering in steps): a restore holds until they are done.
const growing = new Set<symbol>();

/** Declares the page still growing until the returned function is called. */
export function markPageGrowing(): () => void {
  const mark = Symbol('growing');
  growing.add(mark);
  return () => growing.delete(mark);
}

/**
 * Scrolls back to a position the page may not have yet (Back to a list still rendering in slices): set
 * again whenever the page's height changes, until no part declares it growing and it can hold the position
 * and has stopped changing, as the browser's scroll anchoring would otherwise follow the growing list down.
 */
export function restoreScrollPosition(top: number, frames = 600): () => void {
  const STILL_FRAMES = 10;
  const root = document.documentElement;
  let height = root.scrollHeight;
  let still = 0;
  window.scrollTo({ top, left: 0, behavior: 'instant' });
  return onFramesUntilSettled(() => {
    if (root.scrollHeight === height) still += 1;
    else {
      still = 0;
      height = root.scrollHeight;
      window.scrollTo({ top, left: 0, behavior: 'instant' });
    }
    return growing.size === 0 && still >= STILL_FRAMES && height - window.innerHeight >= top - 1;
  }, frames);
}
