/**
 * The page's one click holder: a tap on a button React cannot deliver yet (until hydration has
 * committed, or inside a deferred part still waiting for its code, where React drops the click) is held
 * and clicked again once the page or a part becomes interactive. Links are left alone: they work as
 * plain links (a language link's language is stored first).
 */
import type { MouseEvent as ReactMouseEvent } from 'react';

import { storeLocale } from '../lib/i18n/stored-locale';
import { CLICK_HOLDER_GLOBAL, LANGUAGE_LINK_SELECTOR } from './contract';

export interface ClickHolder {
  /**
   * React now listens on `container` (call right after `hydrateRoot`): once the page is interactive, a
   * tap is held only when React did not deliver it to the page's components.
   */
  reactListening(container: Document | Element): void;
  /** React delivered this click to the page's components (the root element's capture handler). */
  delivered(event: Event): void;
  /** The page has hydrated: a button held since before is clicked again. */
  pageInteractive(): void;
  /** A deferred part has hydrated: a button held in it is clicked again. */
  partReady(): void;
}

/** The events of a tap besides its click that React answers by hydrating at once. */
const TAP_EVENTS = ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup'];

function createClickHolder(): ClickHolder {
  let interactive = false;
  let listening = false;
  let delivered: Event | null = null;
  let held: HTMLButtonElement | null = null;

  /** Clicks the held button again: delivered now, or held again until the next part is ready. */
  const clickHeld = () => {
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  };

  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };

  // Capture phase on the window: before React's own listener on the document.
  window.addEventListener(
    'click',
    (event) => {
      // The one place the visitor's choice of language is stored, hydrated or not.
      const link = event.target instanceof Element ? event.target.closest(LANGUAGE_LINK_SELECTOR) : null;
      if (link) storeLocale(link.getAttribute('hreflang'));
      if (!interactive) hold(event);
    },
    true,
  );
  // While React hydrates, any of a tap's events would make it hydrate the rest of the page at once, in
  // one long task, before the tap's next frame: they wait with the click.
  for (const type of TAP_EVENTS) {
    window.addEventListener(
      type,
      (event) => {
        if (listening && !interactive) event.stopPropagation();
      },
      { capture: true, passive: true },
    );
  }

  return {
    reactListening(container) {
      if (listening) return;
      listening = true;
      // Added after React's listener on the same node, so it runs after React has delivered the click
      // or given up on it: a part without its code, where React stops the click's propagation. (A
      // click in a portal is neither: React delivers it later, at the portal's own node.)
      container.addEventListener(
        'click',
        (event) => {
          if (event !== delivered && event.cancelBubble) hold(event);
        },
        true,
      );
    },
    delivered(event) {
      delivered = event;
    },
    pageInteractive() {
      interactive = true;
      clickHeld();
    },
    partReady: clickHeld,
  };
}

/** The loader's click holder (it holds taps from the first paint on), or a new one where none ran. */
export function clickHolder(): ClickHolder {
  const slot = window as unknown as Record<typeof CLICK_HOLDER_GLOBAL, ClickHolder | undefined>;
  return (slot[CLICK_HOLDER_GLOBAL] ??= createClickHolder());
}

/** For the element React renders at its root: tells the holder which clicks React delivered. */
export const clickDelivery = {
  onClickCapture: (event: ReactMouseEvent) => clickHolder().delivered(event.nativeEvent),
};
