/** PostgREST's error shape and its mapping of PostgreSQL error codes to HTTP statuses. */
import type { DbRole, PgError } from './db.ts';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error answered as-is (raised inside a request's transaction, which it rolls back). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
  ) {
    super(body.message);
  }
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, message, details, hint });
}

/** https://docs.postgrest.org/en/latest/references/errors.html#http-status-codes */
export function httpStatusForPgCode(code: string, role: DbRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403; // 401 without a user, 403 with one
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      prefix,
    )
  )
    return 500;
  return 400;
}

export function pgErrorBody(error: PgError): PostgrestErrorBody {
  return { code: error.code, message: error.message, details: error.detail, hint: error.hint };
}
