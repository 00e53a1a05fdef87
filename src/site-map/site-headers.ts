/**
 * The response headers the build decided (src/build/security-headers.ts) and `npm start` sends
 * (src/server/static-server.ts): written by the build as JSON beside the manifest, outside what is
 * served. Pages are keyed by their file in dist/ ('team.html', 'de/404.html').
 */
import * as v from 'valibot';

export const SITE_HEADERS_FILE = '.vite/site-headers.json';

export const siteHeadersSchema = v.object({
  /** Which backend the build talks to: 'local' is served by the site's own server under /supabase. */
  backend: v.picklist(['local', 'hosted']),
  /** Headers for every response. */
  common: v.record(v.string(), v.string()),
  /** The Content-Security-Policy of each page, with the hashes of its own inline scripts. */
  pages: v.record(v.string(), v.string()),
  /** The policy for a page the build did not list (it allows every page's hashes). */
  fallbackPolicy: v.string(),
  /**
   * The policy for everything but pages (scripts, styles, images, fonts, the worker): no inline
   * script runs there, so it lists no hashes. With every page's hashes it weighed 8 kB per response,
   * more than most scripts it came with.
   */
  assetPolicy: v.string(),
});

export type SiteHeaders = v.InferOutput<typeof siteHeadersSchema>;

/** Folders whose file names carry a content hash (build output): cached for a year, immutable. */
export const HASHED_PATH_PREFIXES = ['/assets/', '/images/'] as const;
