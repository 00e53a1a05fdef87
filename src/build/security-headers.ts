/**
 * The site's security headers, decided once at build time:
 *
 *  - a strict Content-Security-Policy per page: scripts only from the site itself plus the sha256
 *    hashes of that page's inline scripts (the router's hydration data), computed from the final
 *    prerendered HTML, no 'unsafe-inline' for scripts; `connect-src` the site and the configured
 *    backend; no plugins, no <base>, no framing. Styles allow inline because Mantine sets style
 *    attributes and injects its CSS variables (and the critical CSS may be inlined).
 *  - Referrer-Policy, Permissions-Policy, X-Content-Type-Options, Cross-Origin-Opener-Policy and
 *    X-Frame-Options for every response.
 *
 * The build writes them as JSON for `npm start` (site-map/site-headers.ts) and as a `_headers` file
 * for static hosts that read it (Cloudflare Pages, Netlify), so a deployment sends the same rules.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { ResolvedConfig } from 'vite';

import { resolveBackendSetting, type BackendSetting } from '../lib/supabase/supabase-config.ts';
import { HASHED_PATH_PREFIXES, SITE_HEADERS_FILE, type SiteHeaders } from '../site-map/site-headers.ts';

export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Hashed build output: the file name changes with the content, so it may be cached for ever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** 'sha256-…' sources of the inline scripts of a page (scripts with a src are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue; // data, never run
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The origins besides the site itself that pages may connect to: a hosted backend, else none. */
export function backendOrigins(backend: BackendSetting): string[] {
  return backend.mode === 'hosted' ? [new URL(backend.url).origin] : [];
}

export function contentSecurityPolicy({
  scriptHashes,
  connectOrigins,
}: {
  scriptHashes: string[];
  connectOrigins: string[];
}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export interface RenderedPage {
  /** The page's path, e.g. '/de/team'. */
  url: string;
  /** Its file in dist/, e.g. 'de/team.html'. */
  file: string;
  html: string;
  expectedStatus: number;
}

export function siteHeadersFor(pages: RenderedPage[], backend: BackendSetting): SiteHeaders {
  const connectOrigins = backendOrigins(backend);
  const policyFor = (scriptHashes: string[]) => contentSecurityPolicy({ scriptHashes, connectOrigins });
  const hashesByFile = new Map(pages.map((page) => [page.file, inlineScriptHashes(page.html)]));
  return {
    backend: backend.mode,
    common: COMMON_SECURITY_HEADERS,
    pages: Object.fromEntries([...hashesByFile].map(([file, hashes]) => [file, policyFor(hashes)])),
    fallbackPolicy: policyFor([...new Set([...hashesByFile.values()].flat())].sort()),
    assetPolicy: policyFor([]),
  };
}

/**
 * The same rules as a `_headers` file (Cloudflare Pages and Netlify syntax). A request matching
 * several rules gets every matching rule's headers, and two Content-Security-Policy headers are both
 * enforced; so `/*` carries a policy allowing every page's hashes (the host's 404 pages need it) and
 * each page's own rule narrows it to that page's hashes.
 */
export function hostingHeadersFile(headers: SiteHeaders, pages: RenderedPage[]): string {
  const block = (path: string, entries: Record<string, string>) =>
    [path, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    block('/*', { ...headers.common, 'Content-Security-Policy': headers.fallbackPolicy }),
    ...HASHED_PATH_PREFIXES.map((prefix) =>
      block(`${prefix}*`, { 'Cache-Control': IMMUTABLE_CACHE_CONTROL }),
    ),
    ...pages
      .filter((page) => page.expectedStatus === 200)
      .flatMap((page) => {
        const policy = { 'Content-Security-Policy': headers.pages[page.file] ?? headers.fallbackPolicy };
        return [block(page.url, policy), block(`/${page.file}`, policy)];
      }),
  ];
  return `# Generated by src/build/security-headers.ts at build time; do not edit.\n${blocks.join('\n\n')}\n`;
}

/** Called by the prerender step with the pages as written: emits the JSON and `_headers`. */
export async function emitSecurityHeaders(
  config: ResolvedConfig,
  outDir: string,
  pages: RenderedPage[],
): Promise<void> {
  const backend = resolveBackendSetting({ ...config.env, DEV: false });
  const headers = siteHeadersFor(pages, backend);
  const jsonFile = join(outDir, SITE_HEADERS_FILE);
  await mkdir(dirname(jsonFile), { recursive: true });
  await writeFile(jsonFile, `${JSON.stringify(headers, null, 2)}\n`);
  await writeFile(join(outDir, '_headers'), hostingHeadersFile(headers, pages));
}
