/**
 * Whether the page's position is one a navigation gave it (Back to a position, an anchor) and the visitor
 * has not scrolled, touched or typed since: the header then reads the page's scrolls as a page opened
 * there, not as the visitor scrolling down.
 */
const VISITOR_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let placed = false;

const visitorTookOver = () => {
  placed = false;
  for (const type of VISITOR_INPUTS) window.removeEventListener(type, visitorTookOver, true);
};

/** A navigation has just put the page at a position of its own choosing. */
export function markPlacedByNavigation(): void {
  if (placed) return;
  placed = true;
  for (const type of VISITOR_INPUTS)
    window.addEventListener(type, visitorTookOver, { capture: true, passive: true });
}

export function isPlacedByNavigation(): boolean {
  return placed;
}

export { VISITOR_INPUTS };
