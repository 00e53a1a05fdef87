/**
 * Serves the embedded local backend under the site's own origin: a request to
 * `/supabase/rest/v1/…` is forwarded, streaming, to `<backend>/rest/v1/…` with its method, headers and
 * body, and the answer streams back with its status and headers. One origin for the whole local stack
 * means no backend port in the build and no CORS. Used by `npm start`, the browser tests, the chaos
 * run (site-server.ts) and the dev server (vite/dev-backend-plugin.ts).
 *
 * A connection the backend drops (e.g. an injected fault) is dropped towards the browser too, so the
 * page sees the same network error; a backend that is not running answers 502.
 *
 * Safe from outside: a request with the service role key (it bypasses row-level security and would read
 * every lead) is refused with 403; tools that need it call the backend's own port. Nothing can be
 * smuggled past that check: a body on GET, HEAD, DELETE, OPTIONS or TRACE answers 400 (Node would not
 * frame it, so it would reach the backend as a second request), a body is forwarded with its own
 * framing, every request gets a connection of its own, and a method the backend does not serve answers 405. With the backend's
 * `proxyToken` the proxy is the local edge (supabase/local/gateway.ts): it tells the backend each
 * visitor's own socket address, so two local visitors are two addresses to the rate limits.
 *
 * JSON answers go out compressed where the browser accepts it, as the hosted backend's gateway sends
 * them, so the local stack costs a page what production does.
 *
 * Written by hand rather than with http-proxy-3: that library forwards a bodiless method's body as it
 * comes and pools connections too, so the refusals below would still be ours, and it has no hook for the
 * compression and the edge headers.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import { LOCAL_BACKEND_PATH } from '../src/lib/supabase/supabase-config.ts';
import {
  BACKEND_METHODS,
  edgeHeaders,
  isBackendMethod,
  LOCAL_PROXY_TOKEN_HEADER,
  socketAddress,
} from '../supabase/local/gateway.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';
import { negotiateEncoding, type ContentEncoding } from './compressed-body.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardableHeaders(headers: IncomingMessage['headers']): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && name !== LOCAL_PROXY_TOKEN_HEADER) kept[name] = value;
  }
  return kept;
}

/** Whether a request carries the service role key, as API key or bearer token. */
export function carriesServiceRoleKey(headers: IncomingMessage['headers']): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  return headers.apikey === LOCAL_SERVICE_ROLE_KEY || bearer === LOCAL_SERVICE_ROLE_KEY;
}

/** The backend path of a site path under /supabase, or null when the path is not the backend's. */
export function backendPathOf(url: string): string | null {
  if (url === LOCAL_BACKEND_PATH) return '/';
  if (!url.startsWith(`${LOCAL_BACKEND_PATH}/`) && !url.startsWith(`${LOCAL_BACKEND_PATH}?`)) return null;
  const rest = url.slice(LOCAL_BACKEND_PATH.length);
  return rest.startsWith('?') ? `/${rest}` : rest;
}

/** The encoding to compress a backend answer with, or null to send it as it is. */
export function answerEncoding(
  method: string | undefined,
  answer: Pick<IncomingMessage, 'statusCode' | 'headers'>,
  acceptEncoding: string | undefined,
): ContentEncoding | null {
  const type = answer.headers['content-type'] ?? '';
  const bodiless = method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
  if (bodiless || answer.headers['content-encoding'] || !/^application\/([\w.+-]+\+)?json\b/.test(type))
    return null;
  return negotiateEncoding(acceptEncoding);
}

/** Fast settings: an answer is compressed once, as it streams, not kept like a static file. */
function compressor(encoding: ContentEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}

/** Methods whose request must not carry a body here: the backend reads none for them. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);

/** Whether a request announces a body: any Transfer-Encoding, or a Content-Length above 0. */
export function announcesBody(headers: IncomingMessage['headers']): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length.trim() !== '0');
}

/**
 * Why the proxy refuses a request before it reaches the backend, or null to forward it. A body on a
 * bodiless method comes first: Node would pass it unframed, and the backend would read it as a request.
 */
export function refusalOf(
  method: string | undefined,
  headers: IncomingMessage['headers'],
): { status: 400 | 403 | 405; code: string; message: string } | null {
  if (BODILESS_METHODS.has(method ?? '') && announcesBody(headers))
    return { status: 400, code: 'BODY_NOT_ALLOWED', message: `A ${method} request carries no body` };
  if (!isBackendMethod(method))
    return { status: 405, code: 'METHOD_NOT_ALLOWED', message: 'The backend does not serve this method' };
  if (carriesServiceRoleKey(headers))
    return {
      status: 403,
      code: 'SERVICE_ROLE_REFUSED',
      message: 'The service role key is not accepted through the site; use the backend directly.',
    };
  return null;
}

/** The framing of a forwarded body: chunked as the client sent it, else its length (none: no body). */
function bodyFraming(headers: IncomingMessage['headers']): Record<string, string> {
  if (headers['transfer-encoding'] !== undefined) return { 'transfer-encoding': 'chunked' };
  return headers['content-length'] !== undefined ? { 'content-length': headers['content-length'] } : {};
}

export type BackendProxy = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A handler that forwards /supabase/* to `backendUrl` and returns true, or returns false for other paths.
 * `proxyToken`: the backend's (LocalBackend.proxyToken), to pass on each visitor's address.
 */
export function createBackendProxy(backendUrl: string, options: { proxyToken?: string } = {}): BackendProxy {
  const target = new URL(backendUrl);
  return (req, res) => {
    const path = backendPathOf(req.url ?? '/');
    if (path === null) return false;
    const refusal = refusalOf(req.method, req.headers);
    if (refusal) {
      res.writeHead(refusal.status, {
        'Content-Type': 'application/json; charset=utf-8',
        ...(refusal.status === 405 ? { Allow: BACKEND_METHODS.join(', ') } : {}),
        // A body the proxy did not read must not be parsed as the connection's next request.
        ...(refusal.status === 400 ? { Connection: 'close' } : {}),
      });
      res.end(JSON.stringify({ code: refusal.code, message: refusal.message }));
      req.resume();
      return true;
    }
    const forwardedFor = req.headers['x-forwarded-for'];
    const edge = options.proxyToken
      ? {
          ...edgeHeaders(
            Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor,
            socketAddress(req.socket.remoteAddress),
          ),
          [LOCAL_PROXY_TOKEN_HEADER]: options.proxyToken,
        }
      : {};
    // The framing is the proxy's own (bodyFraming), never a length beside a chunked body.
    const { 'content-length': _length, ...requestHeaders } = forwardableHeaders(req.headers);
    const upstream = request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path,
        // A connection of its own per request: nothing one client sends can reach another's request.
        agent: false,
        headers: {
          ...requestHeaders,
          ...bodyFraming(req.headers),
          host: target.host,
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-prefix': LOCAL_BACKEND_PATH,
          ...edge,
        },
      },
      (answer) => {
        answer.on('error', () => res.destroy());
        const encoding = answerEncoding(req.method, answer, req.headers['accept-encoding']);
        if (!encoding) {
          res.writeHead(answer.statusCode ?? 502, forwardableHeaders(answer.headers));
          answer.pipe(res);
          return;
        }
        const { 'content-length': _length, ...headers } = forwardableHeaders(answer.headers);
        res.writeHead(answer.statusCode ?? 502, {
          ...headers,
          'content-encoding': encoding,
          vary: [headers.vary, 'Accept-Encoding'].flat().filter(Boolean).join(', '),
        });
        answer.pipe(compressor(encoding)).pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!res.headersSent && error.code === 'ECONNREFUSED') {
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 'BACKEND_UNREACHABLE', message: 'The local backend is not running' }));
        return;
      }
      res.destroy(); // the backend dropped the connection: so does the proxy
    });
    // The browser gave up (or the test dropped the page): stop the backend request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
    return true;
  };
}
