/**
 * Taps before the page is interactive. The client code loads after the page's `load` event
 * (src/build/load-after-paint.ts), so a button tapped earlier, such as the mobile menu, has no handler yet
 * and the tap would be lost. The inline loader holds the last button clicked before hydration (links
 * work without JavaScript and are left alone) and exposes a release function under this name; the
 * start-up sequence calls it once the page is hydrated, which clicks that button again.
 */
export const RELEASE_EARLY_CLICKS = '__releaseEarlyClicks';

export function releaseEarlyClicks(): void {
  const release = (window as unknown as Record<string, unknown>)[RELEASE_EARLY_CLICKS];
  if (typeof release === 'function') release();
}

/**
 * The language switch's links (components/layout/language-switch.tsx, the only links with hreflang).
 * Tapped before hydration, such a link navigates as a plain link, and the loader stores its
 * language under the key the switch uses (lib/device-storage.ts), as the hydrated switch does.
 */
export const LANGUAGE_LINK_SELECTOR = 'a[hreflang]';
