/**
 * The site stylesheet loads after the first paint (src/build/load-after-paint.ts adds its <link>
 * with this attribute). The client waits for it before hydrating, so that nothing it renders
 * (menus, dialogs, the hero's pause button) appears without its styles.
 */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

export function whenSiteStylesheetLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Offline without a cached copy: hydrate anyway, the critical CSS styles the page.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
