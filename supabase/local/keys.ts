/**
 * Keys of the embedded local backend: the public demo keys of the Supabase CLI (supabase-js accepts them,
 * and the same values work against `supabase start`). The local backend does not verify them as JWTs: it
 * looks them up here. Never use them for a hosted project.
 */
import type { JWTPayload } from 'jose';

import type { DbRole } from './db.ts';

/** What a verified access token says: its role is read from here. */
export type AccessTokenClaims = JWTPayload & { role?: unknown };

/** role "anon". */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** role "service_role": bypasses row-level security. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const LOCAL_BACKEND_DEFAULT_PORT = 54321;

const ROLE_BY_KEY: ReadonlyMap<string, DbRole> = new Map([
  [LOCAL_ANON_KEY, 'anon'],
  [LOCAL_SERVICE_ROLE_KEY, 'service_role'],
]);

export interface RequestIdentity {
  role: DbRole;
  /** What PostgreSQL sees as `request.jwt.claims` (auth.uid(), auth.jwt()). */
  claims: Record<string, unknown>;
}

/**
 * Who a request is: the API key must be one of the two keys (the gateway's check); the bearer token is
 * one of them or a user's access token (auth.ts), verified. null: missing, unknown, expired or forged.
 */
export async function identityOfRequest(
  headers: Headers,
  verifyAccessToken: (token: string) => Promise<AccessTokenClaims | null>,
): Promise<RequestIdentity | null> {
  const role = roleOfRequest(headers);
  if (role) return { role, claims: { role } };
  const apiKey = headers.get('apikey');
  if (apiKey === null || !ROLE_BY_KEY.has(apiKey)) return null;
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  const claims = await verifyAccessToken(bearer);
  return claims?.role === 'authenticated' ? { role: 'authenticated', claims } : null;
}

/**
 * The role of a request, from its `apikey` header (the gateway's check) and its bearer token (the role
 * PostgREST runs as); null when either is missing or unknown.
 */
export function roleOfRequest(headers: Headers): DbRole | null {
  const apiKey = headers.get('apikey');
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (apiKey !== null && !ROLE_BY_KEY.has(apiKey)) return null;
  return ROLE_BY_KEY.get(bearer ?? apiKey ?? '') ?? null;
}
