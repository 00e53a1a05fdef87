/**
 * The contact-challenge Edge Function, runtime-neutral (web `Request`/`Response` only), so the Deno entry
 * point (index.ts) and the embedded local backend run the same code.
 *
 * GET      200 a fresh ALTCHA challenge (_shared/contact-challenge.ts), `Cache-Control: no-store`
 *          429 + Retry-After past the per-address limit (contact_limits 'challenge_per_ip')
 *          503 + Retry-After when the secrets or the limit cannot be read
 * OPTIONS  the CORS preflight for the allowed origins only · other methods 405.
 * No API key is needed (config.toml: verify_jwt = false): a challenge is public, reveals nothing and
 * writes nothing; the altcha widget fetches it with a plain GET.
 */
import {
  createContactChallenge,
  type ChallengeDifficulty,
  type ChallengeSecrets,
} from '../_shared/contact-challenge.ts';
import { corsHeaders, jsonAnswer } from '../_shared/cors.ts';

export interface ContactChallengeOptions {
  /** The HMAC secrets (from the database); called for every challenge, so cache it (`cachedSecrets`). */
  secrets: () => Promise<ChallengeSecrets>;
  allowedOrigins: readonly string[];
  /**
   * Records the issue for the requester's address (the request's headers, as the gateway set them) and
   * answers 0, or the seconds until that address may have another (contact_challenge_request).
   */
  admit: (headers: Record<string, string>) => Promise<number>;
  /** Tests only: a cheaper challenge. */
  difficulty?: ChallengeDifficulty;
  logError?: (message: string, error?: unknown) => void;
}

const METHODS = 'GET, OPTIONS';

/** The secrets, read once and then again after `ttlMs` (so a rotation reaches the function). */
export function cachedSecrets(
  load: () => Promise<ChallengeSecrets>,
  ttlMs = 5 * 60_000,
): () => Promise<ChallengeSecrets> {
  let cached: { at: number; secrets: Promise<ChallengeSecrets> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const secrets = load();
      cached = { at: Date.now(), secrets };
      secrets.catch(() => (cached = null));
    }
    return cached.secrets;
  };
}

export function createContactChallengeHandler(
  options: ContactChallengeOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: corsHeaders(request, options.allowedOrigins, METHODS),
      });
    }
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      jsonAnswer(request, options.allowedOrigins, METHODS, status, body, extra);
    if (request.method !== 'GET') {
      return json(405, { error: 'Method not allowed', code: 'method_not_allowed' }, { Allow: METHODS });
    }
    try {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => (headers[name] = value));
      const retryAfter = await options.admit(headers);
      if (retryAfter > 0) {
        return json(
          429,
          { error: 'Too many requests', code: 'rate_limited' },
          { 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' },
        );
      }
      const challenge = await createContactChallenge(await options.secrets(), {
        ...(options.difficulty ? { difficulty: options.difficulty } : {}),
      });
      return json(200, challenge, { 'Cache-Control': 'no-store' });
    } catch (error) {
      (options.logError ?? console.error)('contact-challenge: no secrets or no limit', error);
      return json(503, { error: 'Try again later', code: 'unavailable' }, { 'Retry-After': '30' });
    }
  };
}
