/**
 * The site stylesheet loads after the first paint (loader.ts adds its <link> with
 * SITE_STYLESHEET_ATTRIBUTE). The client waits for it before hydrating, so that nothing it renders
 * (menus, dialogs, the hero's pause button) appears without its styles.
 */
import { SITE_STYLESHEET_ATTRIBUTE } from './contract';

export function whenSiteStylesheetLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Offline without a cached copy: hydrate anyway, the critical CSS styles the page.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
