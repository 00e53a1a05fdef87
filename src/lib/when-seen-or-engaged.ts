/** The visitor's inputs that show they go on from the first screen (scrolls of inner areas included). */
const ENGAGING_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Resolves once the visitor shows interest in more than the first screen: `element` is on screen
 * or above it (a deep link such as /#about, a tall window, a restored scroll position), or they
 * scroll, touch, click or press a key anywhere on the page. A visitor who only reads the first
 * screen never makes it resolve.
 */
export function whenSeenOrEngaged(element: Element | null): Promise<void> {
  if (!element || window.scrollY > 0 || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = () => {
      observer.disconnect();
      for (const type of ENGAGING_EVENTS) window.removeEventListener(type, done, options);
      resolve();
    };
    // Its first report is the current state. A section that only touches the bottom edge of the
    // screen (intersectionRatio 0) is not on screen yet.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.intersectionRatio > 0 || entry.boundingClientRect.top < 0)) done();
    });
    for (const type of ENGAGING_EVENTS) window.addEventListener(type, done, options);
    observer.observe(element);
  });
}
