/**
 * The site's security headers, decided once at build time:
 *
 *  - a strict Content-Security-Policy: scripts only from the site itself, plus the hashes of the
 *    inline scripts the page itself carries (the start-up script and the router's hydration
 *    scripts, which hold the page's own router state); no 'unsafe-inline' for scripts.
 *    `connect-src` the site and the configured backend; no plugins, no <base>, no framing. Styles
 *    allow inline because Mantine sets style attributes and each page inlines its critical CSS.
 *    Violations are reported (`report-to`, and `report-uri` for browsers without the Reporting
 *    API) to CSP_REPORT_PATH, which `npm start` logs; a hosted build reports to
 *    `VITE_CSP_REPORT_URL` when set, else nowhere (a static host has no endpoint of its own).
 *  - Referrer-Policy, Permissions-Policy, X-Content-Type-Options, Cross-Origin-Opener-Policy and
 *    X-Frame-Options; and on the hosted site (HTTPS) Strict-Transport-Security.
 *
 * The script hashes differ per page, so they travel three ways: each page's `<meta>` policy (first in
 * its head, enforced by any host and by the service worker's copy), `npm start`'s header for that
 * page (site-map/site-headers.ts, so violations are reported), and for static hosts (Cloudflare
 * Pages, Netlify) a `_headers` file whose one policy allows inline scripts for the meta to narrow:
 * a host's per-path rules could not carry every page (Cloudflare Pages takes 100 rules and 2,000
 * characters a line, checked when written). Browsers enforce both policies, so a page runs only
 * its hashed scripts everywhere; a static host just cannot report a blocked inline script.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { ResolvedConfig } from 'vite';

import { resolveBackendSetting, type BackendSetting } from '../src/lib/supabase/supabase-config.ts';
import {
  CSP_REPORT_PATH,
  HASHED_PATH_PREFIXES,
  SITE_HEADERS_FILE,
  type SiteHeaders,
} from '../src/site-map/site-headers.ts';

export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Two years, subdomains included: what hstspreload.org asks for, without committing to the list. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Hashed build output: the file name changes with the content, so it may be cached for ever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What Cloudflare Pages accepts in `_headers` (Netlify accepts more). */
export const HOSTING_HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** The name `report-to` uses for the endpoint in Reporting-Endpoints. */
const REPORT_GROUP = 'csp';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The bodies of a page's inline scripts that run (not those with a src, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , body = '']) => body);
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The origins besides the site itself that pages may connect to: a hosted backend, else none. */
export function backendOrigins(backend: BackendSetting): string[] {
  return backend.mode === 'hosted' ? [new URL(backend.url).origin] : [];
}

/**
 * Which inline scripts a policy allows: those with these hashes (none for an answer that is not a
 * page), or any, for a static host's one header that each page's meta narrows.
 */
export type InlineScripts = string[] | 'narrowed-by-page';

/** The script-src directive's sources. */
function scriptSources(inline: InlineScripts): string[] {
  return ["'self'", ...(inline === 'narrowed-by-page' ? ["'unsafe-inline'"] : inline.map(scriptHash))];
}

export function contentSecurityPolicy({
  connectOrigins,
  reportUrl,
  inlineScripts,
}: {
  connectOrigins: string[];
  reportUrl: string | null;
  inlineScripts: InlineScripts;
}): string {
  // Fonts, the worker and the manifest fall back to default-src.
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scriptSources(inlineScripts)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['connect-src', "'self'", ...connectOrigins],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (reportUrl) directives.push(['report-uri', reportUrl], ['report-to', REPORT_GROUP]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Where violation reports go: the local server's endpoint, or the hosted build's setting. */
export function cspReportUrl(
  backend: BackendSetting,
  env: Record<string, string | undefined>,
): string | null {
  return env.VITE_CSP_REPORT_URL || (backend.mode === 'local' ? CSP_REPORT_PATH : null);
}

export interface RenderedPage {
  /** The page's path, e.g. '/de/team'. */
  url: string;
  /** Its file in dist/, e.g. 'de/team.html'. */
  file: string;
  html: string;
  expectedStatus: number;
}

/** The page's own policy as a `<meta>`: script-src only, the one directive a meta needs to narrow. */
export function scriptPolicyMeta(html: string): string {
  const policy = `script-src ${scriptSources(inlineScripts(html)).join(' ')}`;
  return `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
}

const CHARSET_META = /<meta charSet="utf-8"\/>/i;

/**
 * The page with its script policy first in the head, right after the charset, before any script it
 * allows. Throws on a page whose inline scripts the meta would not cover.
 */
export function withScriptPolicy(html: string): string {
  const charset = CHARSET_META.exec(html);
  if (!charset)
    throw new Error('Rendered page has no <meta charSet="utf-8"/> to put its script policy after');
  const at = charset.index + charset[0].length;
  if (inlineScripts(html.slice(0, at)).length > 0)
    throw new Error('Rendered page runs a script before its charset');
  return `${html.slice(0, at)}${scriptPolicyMeta(html)}${html.slice(at)}`;
}

export function siteHeadersFor(
  backend: BackendSetting,
  reportUrl: string | null,
  pages: Pick<RenderedPage, 'file' | 'html'>[] = [],
): SiteHeaders {
  const policy = (inline: InlineScripts) =>
    contentSecurityPolicy({ connectOrigins: backendOrigins(backend), reportUrl, inlineScripts: inline });
  return {
    backend: backend.mode,
    security: {
      ...COMMON_SECURITY_HEADERS,
      'Content-Security-Policy': policy([]),
      ...(reportUrl ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportUrl}"` } : {}),
    },
    pagePolicies: Object.fromEntries(pages.map((page) => [page.file, policy(inlineScripts(page.html))])),
    staticHostPolicy: policy('narrowed-by-page'),
    https: { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY },
  };
}

/**
 * The same rules as a `_headers` file (Cloudflare Pages and Netlify syntax): every path gets the
 * security headers (the host's 404 pages included), hashed files their cache lifetime. Throws if
 * it would exceed what the hosts accept, rather than have a host drop the rules silently.
 */
export function hostingHeadersFile(headers: SiteHeaders): string {
  const block = (path: string, entries: Record<string, string>) =>
    [path, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    block('/*', {
      ...headers.security,
      'Content-Security-Policy': headers.staticHostPolicy,
      ...headers.https,
    }),
    ...HASHED_PATH_PREFIXES.map((prefix) =>
      block(`${prefix}*`, { 'Cache-Control': IMMUTABLE_CACHE_CONTROL }),
    ),
  ];
  const file = `# Generated by vite/security-headers.ts at build time; do not edit.\n${blocks.join('\n\n')}\n`;
  const { rules, longestLine } = hostingHeadersStats(file);
  if (rules > HOSTING_HEADERS_LIMITS.rules || longestLine > HOSTING_HEADERS_LIMITS.lineLength) {
    throw new Error(
      `_headers has ${rules} rules and a line of ${longestLine} characters: beyond what hosts accept`,
    );
  }
  return file;
}

/** A `_headers` file's rules (lines that start a path) and its longest line. */
export function hostingHeadersStats(file: string): { rules: number; longestLine: number } {
  const lines = file.split('\n');
  return {
    rules: lines.filter((line) => line.startsWith('/')).length,
    longestLine: Math.max(...lines.map((line) => line.length)),
  };
}

/** Called by the prerender step with the pages as written: emits the JSON and `_headers`, and returns the headers. */
export async function emitSecurityHeaders(
  config: ResolvedConfig,
  outDir: string,
  pages: RenderedPage[],
): Promise<SiteHeaders> {
  const backend = resolveBackendSetting({ ...config.env, DEV: false });
  const headers = siteHeadersFor(backend, cspReportUrl(backend, config.env), pages);
  const jsonFile = join(outDir, SITE_HEADERS_FILE);
  await mkdir(dirname(jsonFile), { recursive: true });
  await writeFile(jsonFile, `${JSON.stringify(headers, null, 2)}\n`);
  await writeFile(join(outDir, '_headers'), hostingHeadersFile(headers));
  return headers;
}
