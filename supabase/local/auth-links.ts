/**
 * Supabase Auth's mailed links on the local backend, as GoTrue answers them:
 *
 *   POST /invite?redirect_to=…        (service key) a new account without a password, its invite link mailed
 *   POST /recover?redirect_to=…       a password-reset link mailed to a known, not banned account; the answer is
 *                                     the same 200 {} for any address (no account enumeration), at most one
 *                                     mail a minute per account
 *   GET  /verify?token&type&redirect_to   (no key, it is a mail link) once, within 24 hours: a session, handed
 *                                     to redirect_to in the fragment (#access_token=…&type=invite|recovery),
 *                                     else #error=access_denied&error_code=otp_expired
 *   PUT  /user                        (the user's token) a new password
 *   PUT  /admin/users/<id>            (service key) { ban_duration: '876000h' | 'none' }: a ban also ends the
 *                                     account's sessions
 *
 * Mails go to the local mailbox (auth-mail.ts); their link goes through the site's /supabase proxy, on the
 * origin of redirect_to, which must be this machine's (GoTrue's redirect allow list, locally).
 */
import { createHash, randomBytes } from 'node:crypto';

import type { AlertLocale } from '../functions/_shared/alert-rules.ts';
import { buildAuthMail, type AuthMailType } from './auth-mail.ts';
import type { Db } from './db.ts';
import { readJsonObject } from './json-body.ts';
import { roleOfRequest } from './keys.ts';

const LINK_HOURS = 24;
const RECOVERY_GAP_SECONDS = 60;
const MIN_PASSWORD = 6; // GoTrue's default minimum
const LOCAL_REDIRECT = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//i;

export interface AuthLinkDeps {
  db: Db;
  /** A new session of the user as GoTrue's token answer (auth.ts). */
  newSession(userId: string): Promise<Record<string, unknown>>;
  /** The signed-in user of a bearer token, or an error answer. */
  signedInUser(request: Request): Promise<{ sub: string } | Response>;
  hashPassword(password: string): Promise<string>;
  userObject(userId: string): Promise<Record<string, unknown> | null>;
  answer(status: number, body: unknown): Response;
  error(status: number, code: string, msg: string): Response;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const redirectOf = (request: Request): string | null => {
  const value = new URL(request.url).searchParams.get('redirect_to') ?? '';
  return LOCAL_REDIRECT.test(value) ? value : null;
};

/** The site's language of a page address: German under /de. */
const languageOf = (redirectTo: string): AlertLocale =>
  new URL(redirectTo).pathname.startsWith('/de/') ? 'de' : 'en';

export function createAuthLinks(deps: AuthLinkDeps) {
  const { db } = deps;

  async function mailLink(
    userId: string,
    email: string,
    type: AuthMailType,
    redirectTo: string,
    locale: AlertLocale,
  ) {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into local_backend.auth_one_time_tokens (token_hash, user_id, type, redirect_to)
       values ($1, $2::uuid, $3, $4)`,
      [sha256(token), userId, type, redirectTo],
      null,
    );
    const link = new URL('/supabase/auth/v1/verify', redirectTo);
    link.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
    const mail = buildAuthMail(type, locale, link.href);
    await db.query(
      `insert into local_backend.mailbox (kind, to_address, subject, text_body) values ($1, $2, $3, $4)`,
      [type === 'invite' ? 'staff_invite' : 'password_reset', email, mail.subject, mail.text],
      null,
    );
  }

  async function invite(request: Request): Promise<Response> {
    if (roleOfRequest(request.headers) !== 'service_role')
      return deps.error(403, 'not_admin', 'User not allowed');
    const body = await readJsonObject(request);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const redirectTo = redirectOf(request);
    if (!email || !redirectTo) return deps.error(400, 'validation_failed', 'email and redirect_to required');
    const data =
      typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
    const locale: AlertLocale =
      data.locale === 'en' ? 'en' : data.locale === 'de' ? 'de' : languageOf(redirectTo);
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, invited_at) values ($1, $2, now())
       on conflict (email) do nothing returning id::text`,
      [email, await deps.hashPassword(randomBytes(24).toString('base64url'))],
      null,
    );
    const id = rows[0]?.id;
    if (!id)
      return deps.error(422, 'email_exists', 'A user with this email address has already been registered');
    await mailLink(id, email, 'invite', redirectTo, locale);
    return deps.answer(200, await deps.userObject(id));
  }

  async function recover(request: Request): Promise<Response> {
    const body = await readJsonObject(request);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const redirectTo = redirectOf(request);
    if (!email || !redirectTo) return deps.error(400, 'validation_failed', 'email and redirect_to required');
    const { rows } = await db.query<{ id: string; locale: AlertLocale | null }>(
      `select u.id::text, m.locale from auth.users u left join public.staff_members m on m.user_id = u.id
        where u.email = $1 and (u.banned_until is null or u.banned_until < now())
          and not exists (select 1 from local_backend.auth_one_time_tokens t
                           where t.user_id = u.id and t.type = 'recovery'
                             and t.created_at > now() - make_interval(secs => $2::integer))`,
      [email, String(RECOVERY_GAP_SECONDS)],
      null,
    );
    const user = rows[0];
    if (user) await mailLink(user.id, email, 'recovery', redirectTo, user.locale ?? languageOf(redirectTo));
    return deps.answer(200, {});
  }

  async function verify(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type') ?? '';
    const { rows } = await db.query<{ user_id: string; redirect_to: string }>(
      `update local_backend.auth_one_time_tokens t set used_at = now()
        where t.token_hash = $1 and t.type = $2 and t.used_at is null
          and t.created_at > now() - make_interval(hours => $3::integer)
          and exists (select 1 from auth.users u where u.id = t.user_id
                       and (u.banned_until is null or u.banned_until < now()))
        returning t.user_id::text, t.redirect_to`,
      [sha256(token), type, String(LINK_HOURS)],
      null,
    );
    const found = rows[0];
    const target = new URL(found?.redirect_to ?? redirectOf(request) ?? 'http://localhost/');
    if (!found) {
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }).toString();
    } else {
      const session = await deps.newSession(found.user_id);
      target.hash = new URLSearchParams({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type,
      }).toString();
    }
    return new Response(null, {
      status: 303,
      headers: { Location: target.href, 'Cache-Control': 'no-store' },
    });
  }

  async function updateUser(request: Request): Promise<Response> {
    const who = await deps.signedInUser(request);
    if (who instanceof Response) return who;
    const body = await readJsonObject(request);
    if (typeof body.password === 'string') {
      if (body.password.length < MIN_PASSWORD)
        return deps.error(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`);
      await db.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid',
        [who.sub, await deps.hashPassword(body.password)],
        null,
      );
    }
    return deps.answer(200, await deps.userObject(who.sub));
  }

  async function adminUpdateUser(request: Request, id: string): Promise<Response> {
    if (roleOfRequest(request.headers) !== 'service_role')
      return deps.error(403, 'not_admin', 'User not allowed');
    const body = await readJsonObject(request);
    const ban = typeof body.ban_duration === 'string' ? body.ban_duration : null;
    const hours = ban === 'none' ? null : Number(/^(\d+)h$/.exec(ban ?? '')?.[1] ?? NaN);
    if (ban === null || (hours !== null && !Number.isInteger(hours)))
      return deps.error(400, 'validation_failed', 'ban_duration: a number of hours ("876000h") or "none"');
    const { rows } = await db.query<{ id: string }>(
      `with banned as (
         update auth.users set banned_until = case when $2::integer is null then null
                                                   else now() + make_interval(hours => $2::integer) end,
                               updated_at = now()
          where id::text = $1 returning id)
       , ended as (delete from local_backend.auth_sessions s using banned b
                    where s.user_id = b.id and $2::integer is not null)
       select id::text from banned`,
      [id, hours === null ? null : String(hours)],
      null,
    );
    if (!rows[0]) return deps.error(404, 'user_not_found', 'User not found');
    return deps.answer(200, await deps.userObject(id));
  }

  return {
    /** The answer for a path of these endpoints, or null for another path. */
    handle(request: Request, path: string): Promise<Response> | null {
      const admin = /^\/admin\/users\/([0-9a-f-]{36})$/i.exec(path)?.[1];
      if (admin && request.method === 'PUT') return adminUpdateUser(request, admin);
      if (path === '/invite' && request.method === 'POST') return invite(request);
      if (path === '/recover' && request.method === 'POST') return recover(request);
      if (path === '/verify' && request.method === 'GET') return verify(request);
      if (path === '/user' && request.method === 'PUT') return updateUser(request);
      return null;
    },
  };
}
