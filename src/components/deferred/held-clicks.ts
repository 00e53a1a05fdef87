/**
 * Taps on a deferred part of the page (deferred-component.tsx) before its code has hydrated it.
 * React stops a click whose target lies in such a part (a dehydrated Suspense boundary that it
 * cannot hydrate at once, its code not loaded yet), so the tap is lost: on a phone, a photo of the
 * project page's gallery tapped in the second after the page became interactive did not open. The
 * last button tapped there is held instead, and clicked again once a deferred part has hydrated
 * and that button with it. Links are left alone: they work as plain links. (The loader holds taps
 * from before the page is interactive the same way: src/lib/early-clicks.ts.)
 */

/** Deferred parts rendered from the prerendered HTML whose code has not hydrated them yet. */
let waiting = 0;
let held: HTMLButtonElement | null = null;
let listening = false;

/**
 * Whether React has hydrated this element: it keeps the element's fiber under a `__reactFiber$…`
 * key (React DOM's internal, stable since React 17; tests/e2e/project-lightbox.spec.ts fails
 * if a tap held here is never clicked again).
 */
function isHydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** Capture phase on the window: before React's own listener on the document stops the click. */
function hold(event: MouseEvent) {
  if (waiting === 0 || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (!button || isHydratedByReact(button)) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
}

/**
 * A deferred part from the prerendered HTML waits for its code. Call the function returned once
 * it is hydrated (or gone): a button held in it is clicked again.
 */
export function deferredPartWaiting(): () => void {
  if (!listening) {
    window.addEventListener('click', hold, true);
    listening = true;
  }
  waiting += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    waiting -= 1;
    const button = held;
    if (button?.isConnected && isHydratedByReact(button)) {
      held = null;
      button.click();
    }
  };
}
