/**
 * The first load's contract: every name that the build (src/first-load/vite, Node) and the page
 * (the loader, the client entry, components) must spell alike. Both sides import it; nothing here
 * runs, so it is safe in either environment. (CSS cannot import: near-screen.module.css spells
 * HYDRATED_ATTRIBUTE and NEAR_SCREEN_ATTRIBUTE out, and says so.)
 *
 * How a page loads, in order:
 *  1. The prerendered HTML paints with its inline critical CSS (vite/critical-css.ts) and the
 *     inline start-up script (start-up-script.ts). Nothing else is requested but the hero image.
 *  2. The loader (loader.ts, its own build entry: LOADER_FILE) holds taps, and once the page has
 *     loaded and painted adds the site stylesheet (SITE_STYLESHEET_ATTRIBUTE), the fonts and the
 *     module preloads, then imports the CLIENT_ENTRIES one task apart (vite/chunking.ts names
 *     their chunks).
 *  3. The client entry waits for the stylesheet, hydrates, and the root's first effect gives the
 *     one hydration signal (hydration.ts): HYDRATED_ATTRIBUTE, HYDRATED_MARK, and the held taps
 *     are clicked again (click-holder.ts).
 */

/** On <html>: "false" in the prerendered page, "true" once it is interactive (hydration.ts). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Performance mark of the same moment; the size budget and the bench wait for it. */
export const HYDRATED_MARK = 'app-hydrated';

/**
 * On <html>, set by the inline start-up script before the body is parsed: the page lays its long
 * parts out only near the screen (start-up-script.ts).
 */
export const NEAR_SCREEN_ATTRIBUTE = 'data-near-screen';
/**
 * On <html>, set by the same script when this browser has stored no cookie choice: the prerendered
 * cookie banner then shows with the first paint (components/layout/cookie-banner.module.css), not
 * seconds later once hydrated, when it would be a late largest paint and move the notice dock.
 */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/** On the site stylesheet's <link>, which the loader adds after the first paint. */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';
/** On the inline <style> of a page's critical CSS. */
export const CRITICAL_CSS_ATTRIBUTE = 'data-critical-css';
/**
 * A page's critical CSS covers its markup up to the first element with this attribute
 * (components/layout/critical-css-end.tsx): sections several screens down a long page are styled
 * by the site stylesheet, which loads right after the first paint, or at once on a scroll.
 */
export const CRITICAL_CSS_END_ATTRIBUTE = 'data-critical-css-end';
/**
 * After the end marker, the critical CSS covers the markup again from the first element with this
 * attribute (components/layout/critical-css-end.tsx, `criticalCssResumes`): the notice dock at the
 * body's end (components/toast/notice-dock.tsx), which shows the cookie banner with the first paint,
 * or a page's part after a skipped one (the unit page's location, after its calculator).
 */
export const CRITICAL_CSS_RESUME_ATTRIBUTE = 'data-critical-css-resume';

/** The window property under which the loader leaves the page's one click holder (click-holder.ts). */
export const CLICK_HOLDER_GLOBAL = '__heldClicks';
/**
 * The language switch's links (components/layout/language-switch.tsx, the only links with hreflang).
 * Tapped before hydration such a link navigates as a plain link, and the click holder stores its
 * language first (LOCALE_STORAGE_KEY, lib/device-storage.ts), as the hydrated switch does.
 */
export const LANGUAGE_LINK_SELECTOR = 'a[hreflang]';

/**
 * The browser's entries, in the order the loader imports them, each evaluated in a task of its own:
 * React DOM first (src/entry-react-dom.ts: its factory is half of the code's evaluation), then the
 * app, which hydrates the page. Paths from the project's root.
 */
export const CLIENT_ENTRIES = ['src/entry-react-dom.ts', 'src/entry-client.tsx'] as const;
/**
 * A URL pattern for the app entry's built file, `assets/entry-client-<hash>.js` (Rolldown names an
 * entry's chunk after its module), for the browser tests that hold it back to tap before hydration.
 */
export const APP_ENTRY_URL_PATTERN = `**/assets/${CLIENT_ENTRIES[1].replace(/^.*\/|\.tsx?$/g, '')}-*.js`;

/** The loader's source and its built file, `assets/loader-<hash>.js`, the same for every page. */
export const LOADER_SOURCE = 'src/first-load/loader.ts';
export const LOADER_FILE_PREFIX = 'assets/loader-';

/** What the loader loads: the build writes it into the loader (vite/first-paint.ts). */
export interface LoaderAssets {
  stylesheet: string;
  /** The CLIENT_ENTRIES' files, in order. */
  entries: string[];
  /** The web font files, fetched with the stylesheet (src/styles/web-fonts.ts adds them). */
  fonts: string[];
  /** The entries' static imports, preloaded a few per task. */
  preloads: string[];
}
/** The name the loader reads its assets under, replaced by their value when it is built. */
export const LOADER_ASSETS_CONSTANT = 'FIRST_LOAD_ASSETS';
