/**
 * The alert-unsubscribe Edge Function, runtime-neutral: the target of an alert mail's List-Unsubscribe header
 * (RFC 8058). A mail client's one-click POST (`List-Unsubscribe=One-Click`, no sign-in, no API key) to
 * `?email=…&token=…` deletes every watch of that address (public.alert_unsubscribe checks the token).
 *
 * POST   200 { status: 'unsubscribed', watches } · 400 a wrong or missing link (nothing deleted)
 * OPTIONS the CORS preflight for the site's origins (its unsubscribe page may post here too)
 * other  405. A GET never unsubscribes: mail scanners open links on their own.
 */
import * as v from 'valibot';

import { corsHeaders, jsonAnswer } from '../_shared/cors.ts';

const METHODS = 'POST, OPTIONS';

export const unsubscribeLinkSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(255)),
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

export interface AlertUnsubscribeOptions {
  /** public.alert_unsubscribe(email, token). */
  unsubscribe(email: string, token: string): Promise<{ status: string; watches?: number }>;
  allowedOrigins: readonly string[];
  logError?: (message: string, error?: unknown) => void;
}

export function createAlertUnsubscribeHandler(
  options: AlertUnsubscribeOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      jsonAnswer(request, options.allowedOrigins, METHODS, status, body, extra);
    if (request.method === 'OPTIONS')
      return new Response(null, {
        status: 204,
        headers: corsHeaders(request, options.allowedOrigins, METHODS),
      });
    if (request.method !== 'POST')
      return json(405, { error: 'Method not allowed', code: 'method_not_allowed' }, { Allow: METHODS });
    const url = new URL(request.url);
    const link = v.safeParse(unsubscribeLinkSchema, {
      email: url.searchParams.get('email') ?? '',
      token: url.searchParams.get('token') ?? '',
    });
    if (!link.success) return json(400, { error: 'Not an unsubscribe link', code: 'invalid_link' });
    try {
      const result = await options.unsubscribe(link.output.email, link.output.token);
      if (result.status !== 'unsubscribed')
        return json(400, { error: 'Not an unsubscribe link', code: 'invalid_link' });
      return json(200, { status: 'unsubscribed', watches: result.watches ?? 0 });
    } catch (error) {
      (options.logError ?? console.error)('alert-unsubscribe: the database failed', error);
      return json(503, { error: 'Try again later', code: 'unavailable' }, { 'Retry-After': '30' });
    }
  };
}
