/**
 * The site stylesheet loads after the first paint (src/build/load-after-paint.ts adds its <link>
 * with this attribute). The client waits for it before hydrating, so that nothing it renders
 * (menus, dialogs, the hero's pause button) appears without its styles.
 */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

/**
 * A page's inline critical CSS covers its markup up to the first element with this attribute
 * (src/build/critical-css.ts); what follows is styled by the site stylesheet, which loads right
 * after the first paint, or at once when the visitor starts scrolling. For sections several screens
 * down a long page only (components/layout/critical-css-end.tsx).
 */
export const CRITICAL_CSS_END_ATTRIBUTE = 'data-critical-css-end';

export function whenSiteStylesheetLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Offline without a cached copy: hydrate anyway, the critical CSS styles the page.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
