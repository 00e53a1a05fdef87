/**
 * The desk-staff Edge Function, runtime-neutral: what only Supabase Auth's admin API (the service key) can do
 * for the team, asked by an admin of the desk with their own token. The service key stays on the server.
 *
 * POST { action: 'invite', email, displayName, locale, role, redirectTo }
 *      Auth invites the address (its mail's link leads to redirectTo, the site's /auth, to choose a password),
 *      then the account joins staff_members. A removed member's address: the ban is lifted, they rejoin, and
 *      Auth mails them a link to set a new password. 200 { userId, rejoined } · 409 { code: 'exists' } (the
 *      address has an account that is not a former member's)
 * POST { action: 'remove', userId }
 *      desk_team_remove (as the caller: admins only, never the last admin or themselves), then Auth bans the
 *      account: no new sign-in, no refresh. 200 { removed: true } · 409 { code: 'last_admin' | 'self' }
 * Either: 403 { code: 'not_admin' } unless the caller's token is an admin's; 400 { code: 'invalid' }.
 * OPTIONS the CORS preflight for the site's origins; other methods 405.
 */
import * as v from 'valibot';

import { corsHeaders, jsonAnswer } from '../_shared/cors.ts';

const METHODS = 'POST, OPTIONS';
/** As long as a ban can be: the account stays banned until an admin invites the address again. */
const BAN_DURATION = '876000h';

export const staffRequestSchema = v.variant('action', [
  v.object({
    action: v.literal('invite'),
    email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(255), v.email()),
    displayName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
    locale: v.picklist(['en', 'de']),
    role: v.picklist(['agent', 'admin']),
    redirectTo: v.pipe(v.string(), v.url()),
  }),
  v.object({ action: v.literal('remove'), userId: v.pipe(v.string(), v.uuid()) }),
]);
export type StaffRequest = v.InferOutput<typeof staffRequestSchema>;

export interface DeskStaffOptions {
  supabaseUrl: string;
  anonKey: string;
  serviceKey: string;
  /** Origins whose /auth an invite may lead to (SITE_ORIGIN hosted; this machine's locally). */
  isSiteOrigin(origin: string): boolean;
  allowedOrigins: readonly string[];
  fetch?: typeof fetch;
  logError?: (message: string, error?: unknown) => void;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export function createDeskStaffHandler(options: DeskStaffOptions): (request: Request) => Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const service = { apikey: options.serviceKey, Authorization: `Bearer ${options.serviceKey}` };

  const call = (path: string, method: string, headers: Record<string, string>, body: unknown) =>
    doFetch(`${options.supabaseUrl}${path}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A SQL function as the caller (their token): PostgREST's answer, its SQLSTATE on failure. */
  async function asCaller(token: string, fn: string, args: Record<string, unknown>): Promise<void> {
    const response = await call(
      `/rest/v1/rpc/${fn}`,
      'POST',
      { apikey: options.anonKey, Authorization: `Bearer ${token}` },
      args,
    );
    if (response.ok) return;
    const error = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (error.code === '42501' && error.message?.includes('own access')) throw new Refusal(409, 'self');
    if (error.code === '42501' || response.status === 401) throw new Refusal(403, 'not_admin');
    if (error.code === '23514') throw new Refusal(409, 'last_admin');
    if (error.code === 'P0002') throw new Refusal(404, 'not_found');
    throw new Error(`${fn}: ${response.status} ${error.message ?? ''}`);
  }

  async function invite(token: string, request: Extract<StaffRequest, { action: 'invite' }>) {
    await asCaller(token, 'desk_require_admin', {});
    if (!options.isSiteOrigin(new URL(request.redirectTo).origin)) throw new Refusal(400, 'invalid');
    const invited = await call(
      `/auth/v1/invite?redirect_to=${encodeURIComponent(request.redirectTo)}`,
      'POST',
      service,
      { email: request.email, data: { locale: request.locale, display_name: request.displayName } },
    );
    const answer = (await invited.json().catch(() => ({}))) as { id?: string; error_code?: string };
    if (invited.status === 422 && answer.error_code === 'email_exists') return rejoin(request);
    if (!invited.ok || !answer.id) throw new Error(`invite: ${invited.status} ${answer.error_code ?? ''}`);
    await addToTeam(answer.id, request);
    return { userId: answer.id, rejoined: false };
  }

  async function addToTeam(userId: string, request: Extract<StaffRequest, { action: 'invite' }>) {
    const added = await call('/rest/v1/rpc/desk_team_add', 'POST', service, {
      p_user_id: userId,
      p_display_name: request.displayName,
      p_locale: request.locale,
      p_role: request.role,
    });
    if (!added.ok) throw new Error(`desk_team_add: ${added.status} ${await added.text()}`);
  }

  /** A removed member invited again: the ban lifted, back on the team, and a link to set a new password. */
  async function rejoin(request: Extract<StaffRequest, { action: 'invite' }>) {
    const found = await call('/rest/v1/rpc/desk_team_former', 'POST', service, { p_email: request.email });
    if (!found.ok) throw new Error(`desk_team_former: ${found.status} ${await found.text()}`);
    const former = v.safeParse(v.pipe(v.string(), v.uuid()), await found.json());
    if (!former.success) throw new Refusal(409, 'exists');
    const unbanned = await call(`/auth/v1/admin/users/${former.output}`, 'PUT', service, {
      ban_duration: 'none',
    });
    if (!unbanned.ok) throw new Error(`unban: ${unbanned.status} ${await unbanned.text()}`);
    await addToTeam(former.output, request);
    const mailed = await call(
      `/auth/v1/recover?redirect_to=${encodeURIComponent(request.redirectTo)}`,
      'POST',
      { apikey: options.anonKey },
      { email: request.email },
    );
    if (!mailed.ok) throw new Error(`recover: ${mailed.status} ${await mailed.text()}`);
    return { userId: former.output, rejoined: true };
  }

  async function remove(token: string, userId: string) {
    await asCaller(token, 'desk_team_remove', { p_user_id: userId });
    const banned = await call(`/auth/v1/admin/users/${userId}`, 'PUT', service, {
      ban_duration: BAN_DURATION,
    });
    if (!banned.ok) throw new Error(`ban: ${banned.status} ${await banned.text()}`);
    return { removed: true };
  }

  return async (request) => {
    const json = (status: number, body: unknown) =>
      jsonAnswer(request, options.allowedOrigins, METHODS, status, body);
    if (request.method === 'OPTIONS')
      return new Response(null, {
        status: 204,
        headers: corsHeaders(request, options.allowedOrigins, METHODS),
      });
    if (request.method !== 'POST')
      return json(405, { error: 'Method not allowed', code: 'method_not_allowed' });
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
    const parsed = v.safeParse(staffRequestSchema, await request.json().catch(() => null));
    if (!parsed.success) return json(400, { error: v.summarize(parsed.issues), code: 'invalid' });
    try {
      const body = parsed.output;
      return json(
        200,
        body.action === 'invite' ? await invite(token, body) : await remove(token, body.userId),
      );
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, { error: error.code, code: error.code });
      (options.logError ?? console.error)('desk-staff failed', error);
      return json(503, { error: 'Try again later', code: 'unavailable' });
    }
  };
}
