import { holdInView } from './hold-in-view';

/** Home-page section scrolling, with the offset and duration the specification sets. */
export const SECTION_SCROLL_OFFSET = -70;
export const SECTION_SCROLL_DURATION_MS = 500;

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls smoothly to the element with the given id (instant under reduced motion); false when there is
 * none. The target is measured every frame, as sections passed on the way may still change height.
 */
export function scrollToSection(
  id: string,
  { offset = SECTION_SCROLL_OFFSET, duration = SECTION_SCROLL_DURATION_MS } = {},
): Promise<boolean> {
  const element = document.getElementById(id);
  if (!element) return Promise.resolve(false);
  const start = window.scrollY;
  const target = () => Math.max(0, element.getBoundingClientRect().top + window.scrollY + offset);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0) {
    window.scrollTo({ top: target(), left: 0 });
    holdInView(element);
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / duration);
      window.scrollTo({ top: start + (target() - start) * easeInOutQuad(progress), left: 0 });
      if (progress < 1) {
        requestAnimationFrame(step);
        return;
      }
      holdInView(element);
      resolve(true);
    };
    requestAnimationFrame(step);
  });
}
