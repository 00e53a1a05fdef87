/**
 * CORS for the Edge Functions: the grant goes to the site's own origins only (SITE_ORIGIN), never to `*`.
 * Runtime-neutral (web `Request`/`Headers` only).
 */
export function corsHeaders(request: Request, allowedOrigins: readonly string[], methods: string): Headers {
  const headers = new Headers({ Vary: 'Origin' });
  const origin = request.headers.get('origin');
  if (origin && allowedOrigins.includes(origin)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', methods);
    headers.set(
      'Access-Control-Allow-Headers',
      request.headers.get('access-control-request-headers') ??
        'authorization, x-client-info, apikey, content-type',
    );
    headers.set('Access-Control-Expose-Headers', 'Retry-After');
    headers.set('Access-Control-Max-Age', '86400');
  }
  return headers;
}

/** A JSON answer with the CORS grant of `request`. */
export function jsonAnswer(
  request: Request,
  allowedOrigins: readonly string[],
  methods: string,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): Response {
  const headers = corsHeaders(request, allowedOrigins, methods);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  for (const [key, value] of Object.entries(extra)) headers.set(key, value);
  return new Response(JSON.stringify(body), { status, headers });
}

/** The site's origins from SITE_ORIGIN (comma-separated), default the production site. */
export function siteOrigins(value: string): string[] {
  return (value || 'https://grabbeallee68.de').split(',').map((origin) => origin.trim());
}
