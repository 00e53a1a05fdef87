/**
 * The page's one click holder: a tap on a button without a handler yet (before hydration, or inside a
 * deferred part still waiting, where React drops the click) is held and clicked again once it has one.
 * Links are left alone: they work as plain links.
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
 * Whether React has hydrated this element: React DOM keeps its fiber under `__reactFiber$…` (an
 * internal; tests/e2e/project-lightbox.spec.ts fails if that ever changes).
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

/** The loader's click holder (it holds taps from the first paint on), or a new one where none ran. */
export function clickHolder(): ClickHolder {
  const slot = window as unknown as Record<typeof CLICK_HOLDER_GLOBAL, ClickHolder | undefined>;
  return (slot[CLICK_HOLDER_GLOBAL] ??= createClickHolder());
}
