/**
 * The response headers the build decided (vite/security-headers.ts) and `npm start` sends
 * (server/static-server.ts): written by the build as JSON beside the manifest, outside what is
 * served. One set for every answer, and each page's own Content-Security-Policy, which allows the
 * page's inline scripts by their hashes.
 */
import * as v from 'valibot';

export const SITE_HEADERS_FILE = '.vite/site-headers.json';

/** Where browsers send Content-Security-Policy violation reports; `npm start` logs them. */
export const CSP_REPORT_PATH = '/csp-report';

export const siteHeadersSchema = v.object({
  /** Which backend the build talks to: 'local' is served by the site's own server under /supabase. */
  backend: v.picklist(['local', 'hosted']),
  /** The security headers of every answer, with a Content-Security-Policy that allows no inline script. */
  security: v.record(v.string(), v.string()),
  /** Each page's Content-Security-Policy, by its file in dist/ ('de/team.html'). */
  pagePolicies: v.record(v.string(), v.string()),
  /** The policy of a static host's `_headers`, which each page's `<meta>` policy narrows. */
  staticHostPolicy: v.string(),
  /** Sent by the hosted site only, which is served over HTTPS (Strict-Transport-Security). */
  https: v.record(v.string(), v.string()),
});

export type SiteHeaders = v.InferOutput<typeof siteHeadersSchema>;

/** Folders whose file names carry a content hash (build output): cached for a year, immutable. */
export const HASHED_PATH_PREFIXES = ['/assets/', '/images/'] as const;
