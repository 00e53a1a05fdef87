/**
 * The alert-push-key Edge Function, runtime-neutral: the VAPID public key (RFC 8292) the app subscribes a
 * device with, so no build bakes in a key and a new key pair needs no new build. Public, as the key is: no
 * API key (verify_jwt = false), CORS for the site's origins.
 *
 * GET      200 { publicKey } · 503 { code: 'push_unavailable' } while the backend has no VAPID key pair
 * OPTIONS  the CORS preflight; other methods 405.
 */
import { corsHeaders, jsonAnswer } from '../_shared/cors.ts';

const METHODS = 'GET, OPTIONS';

/** An uncompressed P-256 public key in base64url without padding: 65 bytes, the first 0x04. */
export const VAPID_PUBLIC_KEY_PATTERN = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/;

export interface AlertPushKeyOptions {
  /** The VAPID public key, or '' where none is set. */
  publicKey: string;
  allowedOrigins: readonly string[];
}

export function createAlertPushKeyHandler(
  options: AlertPushKeyOptions,
): (request: Request) => Promise<Response> {
  const usable = VAPID_PUBLIC_KEY_PATTERN.test(options.publicKey);
  return (request) => {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      Promise.resolve(jsonAnswer(request, options.allowedOrigins, METHODS, status, body, extra));
    if (request.method === 'OPTIONS')
      return Promise.resolve(
        new Response(null, { status: 204, headers: corsHeaders(request, options.allowedOrigins, METHODS) }),
      );
    if (request.method !== 'GET')
      return json(405, { error: 'Method not allowed', code: 'method_not_allowed' }, { Allow: METHODS });
    if (!usable)
      return json(
        503,
        { error: 'Push notifications are not set up on this backend', code: 'push_unavailable' },
        { 'Cache-Control': 'no-store' },
      );
    // Short: a rotated key pair reaches the app within minutes.
    return json(200, { publicKey: options.publicKey }, { 'Cache-Control': 'public, max-age=300' });
  };
}
