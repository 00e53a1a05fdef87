/**
 * Maps a request's API key to the database role it runs as, like Supabase's gateway + PostgREST do:
 * the bearer token in `Authorization` (else the `apikey` header) must be a JWT signed with the local
 * secret, and its `role` claim picks the role. The local anon key maps to `anon`, the service key to
 * `service_role`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { DbRole } from './db.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';

const API_ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

export type ApiKeyResult =
  | { ok: true; role: DbRole; claims: Record<string, unknown> }
  | { ok: false; code: string; message: string; hint: string | null };

function base64UrlDecode(part: string): Buffer {
  return Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

export function verifyLocalJwt(token: string, secret = LOCAL_JWT_SECRET): ApiKeyResult {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got ' + parts.length,
      hint: null,
    };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: unknown };
  let claims: Record<string, unknown>;
  try {
    header = JSON.parse(base64UrlDecode(headerPart).toString('utf8')) as { alg?: unknown };
    claims = JSON.parse(base64UrlDecode(payloadPart).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {
      ok: false,
      code: 'PGRST301',
      message: 'JWSError (CompactDecodeError Invalid number of parts)',
      hint: null,
    };
  }
  if (header.alg !== 'HS256') {
    return { ok: false, code: 'PGRST301', message: 'Wrong or unsupported encoding algorithm', hint: null };
  }
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const actual = base64UrlDecode(signaturePart);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, code: 'PGRST301', message: 'JWSError JWSInvalidSignature', hint: null };
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
    return { ok: false, code: 'PGRST303', message: 'JWT expired', hint: null };
  }
  const role = claims.role;
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    return { ok: false, code: 'PGRST301', message: `Role not allowed: ${String(role)}`, hint: null };
  }
  return { ok: true, role: role as DbRole, claims };
}

/** Resolves the role of a request from its `Authorization: Bearer …` or `apikey` header. */
export function roleFromHeaders(headers: Headers): ApiKeyResult {
  const authorization = headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const apiKey = headers.get('apikey');
  if (apiKey) {
    // The gateway checks the apikey itself, whatever the Authorization header says.
    const keyResult = verifyLocalJwt(apiKey);
    if (!keyResult.ok) return { ok: false, code: keyResult.code, message: 'Invalid API key', hint: null };
  }
  const token = bearer ?? apiKey;
  if (!token) {
    return {
      ok: false,
      code: 'PGRST302',
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
  }
  return verifyLocalJwt(token);
}
