/** The client waits for the late site stylesheet before hydrating, so nothing it renders is unstyled. */
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
