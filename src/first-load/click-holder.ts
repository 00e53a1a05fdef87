/**
 * The page's one click holder: taps on buttons that have no handler yet are held and clicked again
 * once they have one.
 *
 * - Before the page is interactive (the client code loads after the `load` event, loader.ts) no
 *   button has a handler: the last one tapped is held and clicked again once the page has hydrated
 *   (hydration.ts). A language link navigates as a plain link, its language stored first, as the
 *   hydrated switch stores it.
 * - After that, a deferred part of the page (components/deferred) may still wait for its code: React
 *   stops a click whose target lies in such a part (a dehydrated Suspense boundary), so the tap
 *   would be lost (a photo of the project page's gallery tapped in the second after the page became
 *   interactive did not open). The last button tapped there is held, and clicked again once a
 *   deferred part has hydrated and that button with it.
 *
 * Links are left alone: they work as plain links. The loader creates the holder (so that it holds
 * taps from the first paint on) and leaves it on the window (CLICK_HOLDER_GLOBAL); the app's code
 * takes that one, or creates it where no loader ran (the dev server).
 */
import { LOCALE_STORAGE_KEY } from '../lib/device-storage';
import { CLICK_HOLDER_GLOBAL, LANGUAGE_LINK_SELECTOR } from './contract';

export interface ClickHolder {
  /** The page has hydrated: a button held since before is clicked again (once it has a handler). */
  pageInteractive(): void;
  /** A deferred part waits for its code. Call the function returned once it is hydrated (or gone). */
  partWaiting(): () => void;
}

/**
 * Whether React has hydrated this element: it keeps the element's fiber under a `__reactFiber$…`
 * key (React DOM's internal, stable since React 17; tests/e2e/project-lightbox.spec.ts fails if a
 * tap held in a deferred part is never clicked again).
 */
function isHydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

function createClickHolder(): ClickHolder {
  let interactive = false;
  /** Deferred parts rendered from the prerendered HTML whose code has not hydrated them yet. */
  let waiting = 0;
  let held: HTMLButtonElement | null = null;

  /** Clicks the held button if it has a handler now (or nothing else could give it one). */
  const clickHeld = () => {
    const button = held;
    if (!button?.isConnected || !(isHydratedByReact(button) || waiting === 0)) return;
    held = null;
    button.click();
  };

  // Capture phase on the window: before React's own listener on the document stops the click.
  window.addEventListener(
    'click',
    (event) => {
      if (interactive && waiting === 0) return;
      const target = event.target instanceof Element ? event.target : null;
      const link = interactive ? null : target?.closest<HTMLAnchorElement>(LANGUAGE_LINK_SELECTOR);
      if (link) {
        try {
          localStorage.setItem(LOCALE_STORAGE_KEY, link.hreflang);
        } catch {
          // Site data blocked: the link still navigates.
        }
      }
      const button = target?.closest('button');
      if (!button || (interactive && isHydratedByReact(button))) return;
      event.preventDefault();
      event.stopPropagation();
      held = button;
    },
    true,
  );

  return {
    pageInteractive() {
      interactive = true;
      clickHeld();
    },
    partWaiting() {
      waiting += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        waiting -= 1;
        clickHeld();
      };
    },
  };
}

/** The page's click holder: the loader's, or a new one where no loader ran. */
export function clickHolder(): ClickHolder {
  const slot = window as unknown as Record<typeof CLICK_HOLDER_GLOBAL, ClickHolder | undefined>;
  return (slot[CLICK_HOLDER_GLOBAL] ??= createClickHolder());
}
