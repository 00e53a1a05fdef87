/**
 * What went wrong with a call of the Auth or Data API, as the desk tells staff: read from supabase-js's
 * errors by their name, status and code (no import of supabase-js, so this stays small).
 */
export type DeskErrorKind =
  /** Wrong e-mail or password. */
  | 'credentials'
  /** The session ended (refresh token spent or revoked, the account removed): sign in again. */
  | 'expired'
  /** 502 / 503 / 504, no answer, offline: try again shortly. */
  | 'unavailable'
  /** Too many attempts. */
  | 'rate-limited'
  /** Signed in, but not (or no longer) staff. */
  | 'not-staff'
  /** The account was taken off the team (banned in Auth): the right password, no access. */
  | 'removed'
  | 'other';

const EXPIRED_CODES = new Set([
  'session_expired',
  'session_not_found',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'bad_jwt',
  'user_not_found',
]);

export function deskErrorKind(error: unknown): DeskErrorKind {
  const e = (error ?? {}) as { name?: unknown; status?: unknown; code?: unknown; message?: unknown };
  const status = typeof e.status === 'number' ? e.status : undefined;
  const code = typeof e.code === 'string' ? e.code : '';
  if (e.name === 'AuthSessionMissingError' || EXPIRED_CODES.has(code)) return 'expired';
  if (code === 'invalid_credentials') return 'credentials';
  if (code === 'user_banned') return 'removed';
  if (code === 'over_request_rate_limit' || status === 429) return 'rate-limited';
  if (e.name === 'AuthRetryableFetchError' || (status !== undefined && [0, 502, 503, 504].includes(status)))
    return 'unavailable';
  // PostgREST: the JWT expired or is no longer valid.
  if (code === 'PGRST301' || code === 'PGRST303') return 'expired';
  if (code === '42501') return 'not-staff';
  if (e.name === 'TypeError' || e.name === 'AbortError' || e.name === 'TimeoutError') return 'unavailable';
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'unavailable';
  return 'other';
}
