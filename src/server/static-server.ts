/**
 * The production server of `npm start`: serves dist/ with clean URLs and real status codes.
 * '/de/team' -> dist/de/team.html (200); unknown paths -> the 404 page of their language (404);
 * '/team/' -> 308 to '/team'. Hashed assets are cached for a year, pages and the worker revalidate.
 * Text responses are gzip-compressed when the browser accepts it.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

import { localeFromPath } from '../lib/i18n/locale';
import { htmlFileFor, notFoundFile } from '../site-map/pages';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

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

/** Maps a request path to a file in root and a status. Exported for tests. */
export async function resolveRequest(root: string, pathname: string): Promise<ResolvedFile> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
  const direct = join(root, safe);
  if (!direct.startsWith(root + sep) && direct !== root)
    return { file: join(root, notFoundFile('en')), status: 404 };
  if (safe !== '/' && (await isFile(direct))) return { file: direct, status: 200 };
  const page = join(root, htmlFileFor(safe === '' ? '/' : safe));
  if (!safe.endsWith('.html') && (await isFile(page))) return { file: page, status: 200 };
  return { file: join(root, notFoundFile(localeFromPath(safe))), status: 404 };
}

function cacheControl(pathname: string, contentType: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (contentType.startsWith('text/html') || pathname === '/sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

export function createStaticHandler(rootDir: string) {
  const root = resolve(rootDir);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(308, { Location: `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}` }).end();
      return;
    }
    const { file, status } = await resolveRequest(root, url.pathname);
    const ext = extname(file);
    const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl(url.pathname, contentType),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (url.pathname === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = String((await stat(file)).size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  };
}

export function startStaticServer({
  root = 'dist',
  port = 4173,
  host,
}: { root?: string; port?: number; host?: string } = {}): Promise<Server> {
  const handler = createStaticHandler(root);
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
    });
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}
