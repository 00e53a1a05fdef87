/**
 * Serves the embedded local backend under the site's own origin: a request to
 * `/supabase/rest/v1/…` is forwarded, streaming, to `<backend>/rest/v1/…` with its method, headers and
 * body, and the answer streams back with its status and headers. One origin for the whole local stack
 * means no backend port in the build and no CORS. Used by `npm start`, the browser tests, the chaos
 * run (site-server.ts) and the dev server (src/vite-plugins/dev-backend-plugin.ts).
 *
 * A connection the backend drops (e.g. an injected fault) is dropped towards the browser too, so the
 * page sees the same network error; a backend that is not running answers 502.
 *
 * Safe from outside: a request with the service role key (it bypasses row-level security and would read
 * every lead) is refused with 403; tools that need it call the backend's own port. With the backend's
 * `proxyToken` the proxy is the local edge (supabase/local/gateway.ts): it tells the backend each
 * visitor's own socket address, so two local visitors are two addresses to the rate limits.
 *
 * JSON answers go out compressed where the browser accepts it, as the hosted backend's gateway sends
 * them: the local stack then costs a page what production does (the apartments tab's list was 2.1 kB
 * sent as it was, Lighthouse's text-compression audit flagged it).
 */
import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import { edgeHeaders, LOCAL_PROXY_TOKEN_HEADER, socketAddress } from '../../supabase/local/gateway.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { LOCAL_BACKEND_PATH } from '../lib/supabase/supabase-config.ts';
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

export type BackendProxy = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A handler that forwards /supabase/* to `backendUrl` and returns true, or returns false for other paths.
 * `proxyToken`: the backend's (LocalBackend.proxyToken), to pass on each visitor's address.
 */
export function createBackendProxy(backendUrl: string, options: { proxyToken?: string } = {}): BackendProxy {
  const target = new URL(backendUrl);
  const agent = new Agent({ keepAlive: true });
  return (req, res) => {
    const path = backendPathOf(req.url ?? '/');
    if (path === null) return false;
    if (carriesServiceRoleKey(req.headers)) {
      res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          code: 'SERVICE_ROLE_REFUSED',
          message: 'The service role key is not accepted through the site; use the backend directly.',
        }),
      );
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
    const upstream = request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path,
        agent,
        headers: {
          ...forwardableHeaders(req.headers),
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
