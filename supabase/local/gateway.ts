/**
 * What the hosted gateway (Cloudflare in front of Supabase's API gateway) tells the backend about the
 * client, as the local stack emulates it: `cf-connecting-ip` set to the address the edge saw (whatever the
 * client sent in it) and that address appended to `X-Forwarded-For`. The database reads the one header
 * its setting names (contact_client_ip; supabase/README.md explains the choice).
 *
 * Locally the edge is the site server's /supabase proxy (each visitor's own socket address, so two local
 * visitors are two addresses) or, for direct calls (tests, tools), the backend itself (its socket address).
 * The backend trusts the proxy's headers only with the random token of its own process.
 */
export const LOCAL_PROXY_TOKEN_HEADER = 'x-local-backend-proxy';

/** The methods the backend serves (PostgREST, Auth, Functions, CORS preflights); others answer 405. */
export const BACKEND_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function isBackendMethod(method: string | undefined): boolean {
  return (BACKEND_METHODS as readonly string[]).includes(method ?? '');
}

/** A socket's remote address, IPv4-mapped IPv6 written as IPv4. */
export function socketAddress(address: string | undefined): string {
  const plain = address ?? '127.0.0.1';
  return plain.startsWith('::ffff:') && plain.includes('.') ? plain.slice('::ffff:'.length) : plain;
}

/** The two headers the edge sets for a client at `clientIp`, given what the client sent as X-Forwarded-For. */
export function edgeHeaders(
  forwardedFor: string | undefined,
  clientIp: string,
): { 'cf-connecting-ip': string; 'x-forwarded-for': string } {
  return {
    'cf-connecting-ip': clientIp,
    'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${clientIp}` : clientIp,
  };
}
