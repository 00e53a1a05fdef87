/**
 * CORS for browser calls to the local backend: any http(s) origin on localhost, 127.0.0.1 or [::1] (any
 * port) is allowed, plus the origins listed in LOCAL_BACKEND_ALLOWED_ORIGINS ('*' allows all). Request
 * headers are echoed, so whatever supabase-js sends (apikey, authorization, x-client-info, prefer,
 * accept-profile, content-profile, x-retry-count, …) passes the preflight.
 */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

const EXPOSED_HEADERS = 'Content-Range, Content-Location, Location, Preference-Applied, Range-Unit';
const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS';
const FALLBACK_ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, content-type, prefer, accept, accept-profile, content-profile, range, x-retry-count, x-region, x-upsert';

export function isAllowedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extraOrigins.includes('*') || extraOrigins.includes(origin);
}

/** Sets (overwrites) the CORS headers of a response to `requestHeaders`' origin. */
export function applyCors(
  headers: Headers,
  requestHeaders: Headers,
  extraOrigins: readonly string[],
  preflight: boolean,
): void {
  const origin = requestHeaders.get('origin');
  headers.append('Vary', 'Origin');
  if (!origin || !isAllowedOrigin(origin, extraOrigins)) {
    // Not a browser call, or an origin we do not serve: no CORS grant (a handler's '*' is withdrawn too).
    if (origin) headers.delete('Access-Control-Allow-Origin');
    return;
  }
  headers.set('Access-Control-Allow-Origin', origin);
  headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (preflight) {
    headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
    headers.set(
      'Access-Control-Allow-Headers',
      requestHeaders.get('access-control-request-headers') ?? FALLBACK_ALLOWED_HEADERS,
    );
    headers.set('Access-Control-Max-Age', '86400');
    if (requestHeaders.get('access-control-request-private-network') === 'true') {
      headers.set('Access-Control-Allow-Private-Network', 'true');
    }
  }
}
