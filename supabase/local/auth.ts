/**
 * Supabase Auth (`/auth/v1`) as far as the product uses it, no more: e-mail + password sign-in
 * (`POST /token?grant_type=password`), refresh (`grant_type=refresh_token`, the token rotates), `GET /user`
 * and `POST /logout`. Sign-ups are off, as on the hosted project: users are created by the backend's owner
 * (`createLocalUser`, `npm start`'s staff account, the test hooks). Access tokens are HS256 JWTs signed with
 * the install's own secret (install-secrets.ts; `jose`), with the claims the hosted project puts in them; the backend verifies them on
 * every request and hands the claims to PostgreSQL as PostgREST does (`request.jwt.claims`), so `auth.uid()`
 * and `auth.jwt()` (local-schema.sql) answer as hosted. Errors are GoTrue's `{ code, error_code, msg }` with
 * its API version header, so supabase-js raises the same AuthApiError codes (`invalid_credentials`,
 * `refresh_token_not_found`, `session_not_found`). Failed sign-ins are throttled per address and per account
 * (sign-in-throttle.ts: 429 `over_request_rate_limit` with Retry-After), and an unknown account costs the same
 * password hash as a known one, so the time of the answer does not tell which accounts exist.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

import { jwtVerify, SignJWT } from 'jose';

import { createAuthLinks } from './auth-links.ts';
import type { Db } from './db.ts';
import { readJsonObject } from './json-body.ts';
import type { AccessTokenClaims } from './keys.ts';
import { SignInThrottle, type SignInLimits } from './sign-in-throttle.ts';
/** As hosted (Authentication → JWT expiry, default 3600 s). */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, salt = '', key = ''] = stored.split('$');
  if (kind !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export interface LocalUser {
  id: string;
  email: string;
}

/**
 * Creates a user (or sets the password of an existing one, matched by e-mail); `staff` adds or removes it
 * in public.staff_members. For `npm start`'s account, the test hooks and the backend tests.
 */
export async function createLocalUser(
  db: Db,
  {
    email,
    password,
    staff,
    displayName = '',
    role = 'admin',
    idleSignOutSeconds = null,
  }: {
    email: string;
    password: string;
    staff: boolean;
    displayName?: string;
    /** An admin also manages the team and exports; npm start's account is the team's admin. */
    role?: 'agent' | 'admin' | undefined;
    /** The desk's idle sign-out for this account (null: the team's setting). */
    idleSignOutSeconds?: number | null | undefined;
  },
): Promise<LocalUser> {
  const hash = await hashPassword(password);
  return db.transaction(null, async (query) => {
    const { rows } = await query<LocalUser>(
      `insert into auth.users (email, encrypted_password) values (lower(btrim($1)), $2)
       on conflict (email) do update
         set encrypted_password = excluded.encrypted_password, banned_until = null, updated_at = now()
       returning id::text, email`,
      [email, hash],
    );
    const user = rows[0]!;
    if (staff) {
      await query(
        `insert into public.staff_members (user_id, display_name, idle_sign_out_seconds, role)
         values ($1::uuid, $2, $3::integer, $4)
         on conflict (user_id) do update
           set display_name = excluded.display_name, idle_sign_out_seconds = excluded.idle_sign_out_seconds,
               role = excluded.role`,
        [user.id, displayName, idleSignOutSeconds === null ? null : String(idleSignOutSeconds), role],
      );
    } else {
      await query('delete from public.staff_members where user_id = $1::uuid', [user.id]);
    }
    return user;
  });
}

/**
 * The staff account `npm start` creates (or sets to this password) and prints, so that the desk can be
 * tried locally: the password generated for this install (install-secrets.ts), unless LOCAL_STAFF_PASSWORD
 * sets one; LOCAL_STAFF_EMAIL another address.
 */
export function localStaffAccount(
  generatedPassword: string,
  env: NodeJS.ProcessEnv = process.env,
): { email: string; password: string } {
  return {
    email: env.LOCAL_STAFF_EMAIL || 'staff@grabbeallee-68.local',
    password: env.LOCAL_STAFF_PASSWORD || generatedPassword,
  };
}

const authJson = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      'X-Supabase-Api-Version': '2024-01-01',
    },
  });

const authError = (status: number, errorCode: string, msg: string) =>
  authJson(status, { code: status, error_code: errorCode, msg });

interface UserRow {
  id: string;
  email: string;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

function userObject(row: UserRow) {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: row.created_at,
    phone: '',
    confirmed_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  };
}

const USER_COLUMNS = `u.id::text, u.email, to_json(u.created_at) #>> '{}' as created_at,
  to_json(u.updated_at) #>> '{}' as updated_at, to_json(u.last_sign_in_at) #>> '{}' as last_sign_in_at`;

export interface LocalAuth {
  handle(request: Request, path: string): Promise<Response>;
  /** The claims of a valid access token, or null (bad signature, expired, not an access token). */
  verifyAccessToken(token: string): Promise<AccessTokenClaims | null>;
  /** Forgets the failed sign-ins (test hooks' reset). */
  resetThrottle(): void;
}

export function createLocalAuth(
  db: Db,
  {
    issuer,
    jwtSecret,
    accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    signInLimits,
  }: { issuer: string; jwtSecret: string; accessTokenTtlSeconds?: number; signInLimits?: SignInLimits },
): LocalAuth {
  const SECRET = new TextEncoder().encode(jwtSecret);
  const throttle = new SignInThrottle(signInLimits);
  // An unknown account is checked against this, so it takes as long as a known one.
  const unknownAccountHash = hashPassword(randomBytes(16).toString('base64url'));

  async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, SECRET, { algorithms: ['HS256'] });
      return payload;
    } catch {
      return null;
    }
  }
  async function sessionBody(user: UserRow, sessionId: string) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + accessTokenTtlSeconds;
    const accessToken = await new SignJWT({
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(SECRET);
    const refreshToken = randomBytes(24).toString('base64url');
    await db.query(
      'insert into local_backend.auth_refresh_tokens (token, session_id) values ($1, $2::uuid)',
      [refreshToken, sessionId],
      null,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessTokenTtlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userObject(user),
    };
  }
  const session = async (user: UserRow, sessionId: string) =>
    authJson(200, await sessionBody(user, sessionId));
  /** A new session of a user, as a sign-in starts one (the mailed links' verify). */
  async function newSession(userId: string) {
    const { rows } = await db.query<UserRow & { session_id: string }>(
      `with touched as (update auth.users set last_sign_in_at = now() where id = $1::uuid),
            started as (insert into local_backend.auth_sessions (user_id) values ($1::uuid) returning id)
       select ${USER_COLUMNS}, (select id::text from started) as session_id from auth.users u where u.id = $1::uuid`,
      [userId],
      null,
    );
    return sessionBody(rows[0]!, rows[0]!.session_id);
  }

  async function passwordGrant(request: Request): Promise<Response> {
    const body = await readJsonObject(request);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) return authError(400, 'validation_failed', 'missing email or phone');
    // The edge's view of the client (gateway.ts), as the hosted rate limits count it.
    const address = request.headers.get('cf-connecting-ip') ?? 'unknown';
    const wait = throttle.retryAfter(address, email);
    if (wait > 0) {
      const refused = authError(429, 'over_request_rate_limit', 'Request rate limit reached');
      refused.headers.set('Retry-After', String(wait));
      return refused;
    }
    const { rows } = await db.query<UserRow & { encrypted_password: string; banned: boolean }>(
      `select ${USER_COLUMNS}, u.encrypted_password, coalesce(u.banned_until > now(), false) as banned
         from auth.users u where u.email = $1`,
      [email],
      null,
    );
    const user = rows[0];
    const matches = await passwordMatches(password, user?.encrypted_password ?? (await unknownAccountHash));
    if (!user || !matches) {
      throttle.failed(address, email);
      return authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    throttle.succeeded(email);
    // As GoTrue: a banned account (a removed staff member) learns it only with the right password.
    if (user.banned) return authError(400, 'user_banned', 'User is banned');
    const { rows: created } = await db.query<{ id: string }>(
      `with touched as (update auth.users set last_sign_in_at = now() where id = $1::uuid)
       insert into local_backend.auth_sessions (user_id) values ($1::uuid) returning id::text`,
      [user.id],
      null,
    );
    return session(user, created[0]!.id);
  }

  async function refreshGrant(request: Request): Promise<Response> {
    const body = await readJsonObject(request);
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    // The token rotates: the old one is revoked in the same statement that finds it.
    const { rows } = await db.query<UserRow & { session_id: string }>(
      `with used as (
         update local_backend.auth_refresh_tokens t set revoked = true
          where t.token = $1 and not t.revoked returning t.session_id)
       select ${USER_COLUMNS}, s.id::text as session_id
         from used join local_backend.auth_sessions s on s.id = used.session_id join auth.users u on u.id = s.user_id
        where u.banned_until is null or u.banned_until < now()`,
      [token],
      null,
    );
    const found = rows[0];
    if (!found)
      return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return session(found, found.session_id);
  }

  /** The signed-in user's claims, when the bearer token is valid and its session still exists. */
  async function claimsOf(request: Request): Promise<{ sub: string; sessionId: string } | Response> {
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
    const claims = await verifyAccessToken(token);
    if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
      return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired');
    }
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    const { rows } = await db.query(
      'select 1 from local_backend.auth_sessions where id::text = $1',
      [sessionId],
      null,
    );
    if (!rows.length)
      return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { sub: claims.sub, sessionId };
  }

  const links = createAuthLinks({
    db,
    newSession,
    signedInUser: claimsOf,
    hashPassword,
    async userObject(userId) {
      const { rows } = await db.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users u where u.id = $1::uuid`,
        [userId],
        null,
      );
      return rows[0] ? userObject(rows[0]) : null;
    },
    answer: authJson,
    error: authError,
  });

  return {
    verifyAccessToken,
    resetThrottle: () => throttle.reset(),
    async handle(request, path) {
      const linked = links.handle(request, path);
      if (linked) return linked;
      const url = new URL(request.url);
      if (path === '/token' && request.method === 'POST') {
        const grant = url.searchParams.get('grant_type');
        if (grant === 'password') return passwordGrant(request);
        if (grant === 'refresh_token') return refreshGrant(request);
        return authError(400, 'validation_failed', 'unsupported_grant_type');
      }
      if (path === '/user' && request.method === 'GET') {
        const who = await claimsOf(request);
        if (who instanceof Response) return who;
        const { rows } = await db.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users u where u.id = $1::uuid`,
          [who.sub],
          null,
        );
        return rows[0]
          ? authJson(200, userObject(rows[0]))
          : authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      }
      if (path === '/logout' && request.method === 'POST') {
        const who = await claimsOf(request);
        if (who instanceof Response) return who;
        const scope = url.searchParams.get('scope') ?? 'global';
        await db.query(
          scope === 'local'
            ? 'delete from local_backend.auth_sessions where id = $1::uuid and $2 is not null'
            : scope === 'others'
              ? 'delete from local_backend.auth_sessions where user_id = $2::uuid and id <> $1::uuid'
              : 'delete from local_backend.auth_sessions where user_id = $2::uuid and $1 is not null',
          [who.sessionId, who.sub],
          null,
        );
        return authJson(204, null);
      }
      if (path === '/signup')
        return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
      return authError(404, 'not_found', `No route /auth/v1${path}`);
    },
  };
}
