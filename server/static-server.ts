/**
 * The production server of `npm start`: serves dist/ with clean URLs and real status codes.
 * '/de/team' -> dist/de/team.html (200); unknown paths -> the 404 page of their language (404);
 * '/team/' -> 308 to '/team' (always a same-origin path: site-map/same-origin-path.ts).
 *
 * - Only the public build is served: no dot files or folders (dist/.vite/ holds the manifest and the
 *   header rules), no hosting config (`_headers`), nothing outside dist/.
 * - Malformed URLs (bad percent-encoding, NUL bytes) answer 400; an unexpected error answers 500,
 *   never with a stack trace.
 * - Files are opened before the answer starts, so a file removed meanwhile is still sent whole (or
 *   answers 404 if it was gone before); a read error mid-stream ends that response, not the server.
 * - ETag / If-None-Match -> 304. Hashed files (assets/, images/) are immutable for a year; pages
 *   and the worker revalidate; the rest is cached for an hour.
 * - Every response carries the security headers the build wrote (vite/security-headers.ts), the
 *   same for every answer (404, 405 and errors included), and a page its own Content-Security-Policy,
 *   which allows that page's inline scripts by their hashes. POST /csp-report logs a violation report
 *   (escaped, capped, rate-limited).
 * - Text is sent Brotli- or gzip-compressed when the browser accepts it, compressed once per build
 *   (compressed-body.ts).
 *
 * Written by hand rather than with sirv: sirv would still need the language-aware 404 pages, the
 * headers and the redirect rule around it, and its `dev: false` mode caches the file list at
 * start, so a rebuild under a running `npm start` would serve stale names.
 */
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

import * as v from 'valibot';

import { localeFromPath } from '../src/lib/i18n/locale';
import { htmlFileFor, notFoundFile } from '../src/site-map/pages';
import { sameOriginPath } from '../src/site-map/same-origin-path';
import {
  CSP_REPORT_PATH,
  HASHED_PATH_PREFIXES,
  SITE_HEADERS_FILE,
  siteHeadersSchema,
  type SiteHeaders,
} from '../src/site-map/site-headers';
import { COMPRESSIBLE_EXTENSIONS, createCompressionCache, negotiateEncoding } from './compressed-body';
import { CONTENT_TYPES } from './content-types';

/** Files in dist/ that are configuration for a host, not part of the site. */
const NOT_PUBLIC = new Set(['/_headers', '/_redirects']);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export interface ResolvedFile {
  file: string;
  status: 200 | 404;
}

/** Whether a decoded path may name a public file: no dot segments or dot files, no host config. */
function isPublicPath(pathname: string): boolean {
  return !NOT_PUBLIC.has(pathname) && !pathname.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/** Maps a decoded request path to a file in root and a status. Exported for tests. */
export async function resolveRequest(root: string, pathname: string): Promise<ResolvedFile> {
  const notFound = { file: join(root, notFoundFile(localeFromPath(pathname))), status: 404 as const };
  if (!isPublicPath(pathname)) return notFound;
  const direct = resolve(root, `.${pathname}`);
  if (direct !== root && !direct.startsWith(root + sep)) return notFound;
  if (pathname !== '/' && (await isFile(direct))) return { file: direct, status: 200 };
  const page = join(root, htmlFileFor(pathname === '' ? '/' : pathname));
  if (!pathname.endsWith('.html') && (await isFile(page))) return { file: page, status: 200 };
  return notFound;
}

export class BadRequest extends Error {}

const isSeparator = (char: string | undefined) => char === '/' || char === '\\';

/** The path without its trailing slashes and backslashes; a loop, linear where a `[/\\]+$` regex is not. */
export function withoutTrailingSeparators(path: string): string {
  let end = path.length;
  while (end > 0 && isSeparator(path[end - 1])) end -= 1;
  return path.slice(0, end);
}

/** The request's path (decoded) and query; BadRequest for malformed percent-encoding or NUL bytes. */
export function parseRequestTarget(target: string): { rawPath: string; pathname: string; search: string } {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? '' : target.slice(queryAt);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequest('Malformed percent-encoding');
  }
  if (!pathname.startsWith('/') || pathname.includes('\0')) throw new BadRequest('Malformed path');
  return { rawPath, pathname, search };
}

function cacheControl(pathname: string, contentType: string): string {
  if (HASHED_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return 'public, max-age=31536000, immutable';
  }
  if (contentType.startsWith('text/html') || pathname === '/sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

/** The header rules the build wrote; without them (an older build) the fixed headers only. */
export async function loadSiteHeaders(root: string): Promise<SiteHeaders | null> {
  const raw = await readFile(join(root, SITE_HEADERS_FILE), 'utf8').catch(() => null);
  if (raw === null) return null;
  return v.parse(siteHeadersSchema, JSON.parse(raw));
}

/**
 * The header rules, read again whenever the build rewrote them: a rebuild under a running server
 * (e.g. `npm test` while `npm start` runs) may change them (another backend, another report URL).
 */
export function watchSiteHeaders(root: string): () => Promise<SiteHeaders | null> {
  let loadedAt = -1;
  let current: SiteHeaders | null = null;
  return async () => {
    const modified = await stat(join(root, SITE_HEADERS_FILE)).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (modified !== loadedAt) {
      current = await loadSiteHeaders(root).catch(() => current);
      loadedAt = modified;
    }
    return current;
  };
}

/** The security headers of every answer (without the build's rules, an older build: nosniff only). */
export function securityHeaders(siteHeaders: SiteHeaders | null): Record<string, string> {
  return siteHeaders ? siteHeaders.security : { 'X-Content-Type-Options': 'nosniff' };
}

/** Sets them on an answer before it is written: whatever writes it (a page, a 405, the proxy) sends them. */
export function setSecurityHeaders(res: ServerResponse, siteHeaders: SiteHeaders | null): void {
  for (const [name, value] of Object.entries(securityHeaders(siteHeaders))) res.setHeader(name, value);
}

/** The most of a violation report the server reads; a report is a few hundred bytes. */
const MAX_REPORT_BYTES = 64 * 1024;
/** The most of one report field the log keeps. */
export const MAX_REPORT_FIELD = 200;
/** Reports logged per minute: from one address, and from all together (the rest answer 429). */
export const CSP_REPORT_LIMITS = { perAddress: 10, total: 60, windowMs: 60_000 } as const;

/**
 * A fixed-window counter per address and in total: whether one more report may be logged now. The
 * window's counts are dropped when it ends, so the map never outlives a minute of addresses.
 */
export function createReportLimiter(
  limits: { perAddress: number; total: number; windowMs: number } = CSP_REPORT_LIMITS,
) {
  let windowStart = -Infinity;
  let total = 0;
  const perAddress = new Map<string, number>();
  return (address: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } => {
    if (now - windowStart >= limits.windowMs) {
      windowStart = now;
      total = 0;
      perAddress.clear();
    }
    const count = perAddress.get(address) ?? 0;
    if (count >= limits.perAddress || total >= limits.total) {
      return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + limits.windowMs - now) / 1000) };
    }
    perAddress.set(address, count + 1);
    total += 1;
    return { allowed: true, retryAfterSeconds: 0 };
  };
}

/** Control, line-separator and bidirectional-override characters: written as \u escapes in the log. */
const UNSAFE_IN_LOG = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** A value fit for one log line: unsafe characters escaped, at most MAX_REPORT_FIELD characters kept. */
export function logSafe(value: string, max = MAX_REPORT_FIELD): string {
  const kept = value.length > max ? `${value.slice(0, max)}…(${value.length - max} more)` : value;
  return kept.replace(UNSAFE_IN_LOG, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * POST CSP_REPORT_PATH: a browser's Content-Security-Policy violation report (`report-uri`'s
 * `application/csp-report` or the Reporting API's `application/reports+json`), logged to the
 * server's console in one line, each field capped and its control characters escaped (no forged lines).
 * Answers 204; beyond CSP_REPORT_LIMITS 429 (not logged); anything but a POST there answers 405.
 */
async function answerCspReport(
  req: IncomingMessage,
  res: ServerResponse,
  admit: ReturnType<typeof createReportLimiter>,
  log: (line: string) => void,
): Promise<void> {
  if (req.method !== 'POST') {
    plainAnswer(res, 405, 'Method Not Allowed', { Allow: 'POST' });
    return;
  }
  const verdict = admit(req.socket.remoteAddress ?? 'unknown');
  if (!verdict.allowed) {
    plainAnswer(res, 429, 'Too Many Requests', { 'Retry-After': String(verdict.retryAfterSeconds) });
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REPORT_BYTES) {
      plainAnswer(res, 413, 'Payload Too Large');
      req.destroy();
      return;
    }
    chunks.push(chunk);
  }
  log(`CSP violation report: ${cspReportSummary(Buffer.concat(chunks).toString('utf8'))}`);
  res.writeHead(204).end();
}

/** One line per report: what was blocked, by which directive, on which page. */
export function cspReportSummary(body: string): string {
  const line = (report: Record<string, unknown>) =>
    ['effective-directive', 'effectiveDirective', 'blocked-uri', 'blockedURL', 'document-uri', 'documentURL']
      .filter((key) => typeof report[key] === 'string')
      .map((key) => `${key}=${logSafe(String(report[key]))}`)
      .join(' ');
  try {
    const parsed = JSON.parse(body) as unknown;
    const reports = Array.isArray(parsed) ? parsed : [parsed];
    const lines = reports.map((report: unknown) => {
      const record = (report ?? {}) as Record<string, unknown>;
      const inner = (record['csp-report'] ?? record.body ?? record) as Record<string, unknown>;
      return line(inner) || logSafe(JSON.stringify(report) ?? '', 300);
    });
    return lines.join(' | ');
  } catch {
    return `(not JSON) ${logSafe(body, 300)}`;
  }
}

function etagOf(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

function plainAnswer(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra }).end(text);
}

export interface StaticHandlerOptions {
  /** Where violation reports are written (the server's console unless a test reads them). */
  logReport?: (line: string) => void;
}

export function createStaticHandler(
  rootDir: string,
  // Looked up per line, so a console replaced later (a test's spy) receives it.
  { logReport = (line) => console.warn(line) }: StaticHandlerOptions = {},
) {
  const root = resolve(rootDir);
  const currentSiteHeaders = watchSiteHeaders(root);
  const compressed = createCompressionCache();
  const admitReport = createReportLimiter();
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const siteHeaders = await currentSiteHeaders();
    setSecurityHeaders(res, siteHeaders);
    if (req.url?.split('?')[0] === CSP_REPORT_PATH) {
      await answerCspReport(req, res, admitReport, logReport);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plainAnswer(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let target;
    try {
      target = parseRequestTarget(req.url ?? '/');
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      plainAnswer(res, 400, 'Bad Request');
      return;
    }
    if (target.rawPath.length > 1 && isSeparator(target.rawPath.at(-1))) {
      const location = sameOriginPath(`${withoutTrailingSeparators(target.rawPath)}${target.search}`);
      res.writeHead(308, { Location: location }).end();
      return;
    }

    let resolved = await resolveRequest(root, target.pathname);
    let handle: FileHandle;
    try {
      handle = await open(resolved.file);
    } catch {
      // Removed between the lookup and now: answer as if it had never been there.
      resolved = { file: join(root, notFoundFile(localeFromPath(target.pathname))), status: 404 };
      handle = await open(resolved.file);
    }
    let streaming = false;
    try {
      const info = await handle.stat();
      const ext = extname(resolved.file);
      const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
      const etag = etagOf(info.size, info.mtimeMs);
      const headers: Record<string, string> = {
        'Content-Type': contentType,
        'Cache-Control': cacheControl(target.pathname, contentType),
        ETag: etag,
        Vary: 'Accept-Encoding',
      };
      if (target.pathname === '/sw.js') headers['Service-Worker-Allowed'] = '/';
      const pagePolicy = siteHeaders?.pagePolicies[relative(root, resolved.file).split(sep).join('/')];
      if (pagePolicy) headers['Content-Security-Policy'] = pagePolicy;
      if (resolved.status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      const encoding = COMPRESSIBLE_EXTENSIONS.has(ext)
        ? negotiateEncoding(req.headers['accept-encoding'])
        : null;
      if (encoding) {
        // Text files are small: read whole from the open file, compressed once per build.
        const body = await compressed(
          { path: resolved.file, size: info.size, mtimeMs: info.mtimeMs },
          encoding,
          () => handle.readFile(),
        );
        headers['Content-Encoding'] = encoding;
        headers['Content-Length'] = String(body.length);
        res.writeHead(resolved.status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      headers['Content-Length'] = String(info.size);
      res.writeHead(resolved.status, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      // The stream owns the open file from here on and closes it when it ends or fails.
      const stream = handle.createReadStream();
      streaming = true;
      let sent = 0;
      stream.on('data', (chunk: Buffer) => (sent += chunk.length));
      // A file cut short while it is read ends the connection before the response is completed, so
      // the browser does not take the shorter body for the whole file (registered before pipeline's).
      stream.once('end', () => {
        if (sent < info.size) res.destroy();
      });
      // A read error or a client that goes away ends this response only.
      await pipeline(stream, res).catch(() => res.destroy());
    } finally {
      if (!streaming) await handle.close();
    }
  };
}

/** Wraps a handler: an unexpected error answers 500 without details (they go to the server's log). */
export function withErrorAnswer(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) plainAnswer(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };
}

export interface StaticServerOptions extends StaticHandlerOptions {
  root?: string;
  port?: number;
  host?: string;
  /** Serve over HTTPS with this key and certificate (PEM): browsers use the Reporting API only there. */
  tls?: { key: string; cert: string };
}

export async function startStaticServer({
  root = 'dist',
  port = 4173,
  host,
  tls,
  ...handlerOptions
}: StaticServerOptions = {}): Promise<Server> {
  const handler = withErrorAnswer(createStaticHandler(root, handlerOptions));
  const server = tls ? createTlsServer(tls, handler) : createServer(handler);
  return new Promise((done) => server.listen(port, host, () => done(server)));
}
