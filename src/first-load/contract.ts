/**
 * Every name the build (vite/, Node) and the page (loader, client entry, components) must spell alike,
 * so both import it and nothing here runs. The load's order is in docs/first-load.md.
 */

/** On <html>: "false" in the prerendered page, "true" once it is interactive (hydration.ts). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** A performance mark of the same moment, for the size budget and the bench to wait for. */
export const HYDRATED_MARK = 'app-hydrated';

/** On <html>, set before the body is parsed: long parts are laid out only near the screen. */
export const NEAR_SCREEN_ATTRIBUTE = 'data-near-screen';
/** On <html> when no cookie choice is stored: the banner shows with the first paint, not as a late shift. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/** On the site stylesheet's <link>, which the loader adds after the first paint. */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';
/** On the inline <style> of a page's critical CSS. */
export const CRITICAL_CSS_ATTRIBUTE = 'data-critical-css';
/** Critical CSS stops here: what lies screens below is styled by the site stylesheet in time. */
export const CRITICAL_CSS_END_ATTRIBUTE = 'data-critical-css-end';
/** Critical CSS resumes here, for what shows at first paint after a skipped part (the notice dock). */
export const CRITICAL_CSS_RESUME_ATTRIBUTE = 'data-critical-css-resume';

/** The window property under which the loader leaves the page's one click holder (click-holder.ts). */
export const CLICK_HOLDER_GLOBAL = '__heldClicks';
/** The language switch's links: the click holder stores the language of the one tapped. */
export const LANGUAGE_LINK_SELECTOR = 'a[hreflang]';

/** The browser's one entry. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';
/** Its built file, for browser tests that hold it back to tap before hydration. */
export const APP_ENTRY_URL_PATTERN = `**/assets/${CLIENT_ENTRY.replace(/^.*\/|\.tsx?$/g, '')}-*.js`;

/** The loader's source and its built file, `assets/loader-<hash>.js`, the same for every page. */
export const LOADER_SOURCE = 'src/first-load/loader.ts';
export const LOADER_FILE_PREFIX = 'assets/loader-';

/** What the loader loads: the build writes it into the loader (vite/first-paint.ts). */
export interface LoaderAssets {
  stylesheet: string;
  /** The CLIENT_ENTRY's file. */
  entry: string;
  /** The web font files, fetched with the stylesheet. */
  fonts: string[];
  /** The entry's static imports, preloaded a few per task. */
  preloads: string[];
}
/** The name the loader reads its assets under, replaced by their value when it is built. */
export const LOADER_ASSETS_CONSTANT = 'FIRST_LOAD_ASSETS';
