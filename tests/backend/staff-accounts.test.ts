// @vitest-environment node
/**
 * Staff accounts managed in the app (migration 20261130140000_staff_accounts.sql, the desk-staff function and
 * the local Auth's mailed links): an admin invites by e-mail (the link in the mailbox sets a password), sets
 * name, mail language and role, and removes access (refused at once, no new sign-in, the leads keep their
 * history); a password reset never tells whether an address has an account; agents work, admins also manage
 * and export, everyone else gets nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { signedInClient, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

/** Where the site serves /auth in these tests; mail links go through its /supabase proxy to the backend. */
const SITE = 'http://localhost:4999';

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`;

async function people() {
  const admin = { email: unique('ada.admin'), password: 'admin-password-1' };
  const agent = { email: unique('anna.agent'), password: 'agent-password-1' };
  const outsider = { email: unique('otto.outsider'), password: 'outsider-password' };
  const adminUser = await t.hooks.createUser({ ...admin, staff: true, displayName: 'Ada', role: 'admin' });
  const agentUser = await t.hooks.createUser({ ...agent, staff: true, displayName: 'Anna', role: 'agent' });
  await t.hooks.createUser({ ...outsider, staff: false });
  return {
    adminId: adminUser.id,
    agentId: agentUser.id,
    agentLogin: agent,
    admin: await signedInClient(t, admin),
    agent: await signedInClient(t, agent),
    outsider: await signedInClient(t, outsider),
  };
}

const staffCall = (client: SupabaseClient, body: Record<string, unknown>) =>
  client.functions.invoke('desk-staff', { body });

async function status(client: SupabaseClient, body: Record<string, unknown>) {
  const { error } = await staffCall(client, body);
  const response = (error as { context?: Response } | null)?.context;
  return response
    ? { status: response.status, ...((await response.json()) as { code: string }) }
    : { status: 200 };
}

const inviteBody = (email: string, extra: Record<string, unknown> = {}) => ({
  action: 'invite',
  email,
  displayName: 'Bruno Berater',
  locale: 'en',
  role: 'agent',
  redirectTo: `${SITE}/auth`,
  ...extra,
});

const mailsTo = async (to: string) => {
  const { rows } = await t.backend.db.query<{ kind: string; subject: string; text_body: string }>(
    'select kind, subject, text_body from local_backend.mailbox where to_address = $1 order by id',
    [to],
    null,
  );
  return rows;
};

/** The mail's link, opened as the browser would, through the site's proxy to the backend. */
async function follow(text: string): Promise<URLSearchParams> {
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  expect(link.startsWith(`${SITE}/supabase/auth/v1/verify?`)).toBe(true);
  const response = await fetch(link.replace(`${SITE}/supabase`, t.url), { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toMatch(new RegExp(`^${SITE}/(de/)?auth$`));
  return new URLSearchParams(location.hash.slice(1));
}

/** An Auth endpoint with the anon key, as the browser calls it (with a user's token when given). */
const auth = (path: string, method: string, body: unknown, token?: string) =>
  t.request(`/auth/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const setPassword = (accessToken: string, password: string) =>
  auth('/user', 'PUT', { password }, accessToken);

describe('an invite by e-mail', () => {
  it('creates the account as a staff member and mails a link that sets a password, once', async () => {
    const c = await people();
    const email = unique('bruno');
    const { data, error } = await staffCall(c.admin, inviteBody(email, { locale: 'de' }));
    expect(error).toBeNull();
    const userId = (data as { userId: string }).userId;

    const { data: team } = await c.admin.rpc('desk_team');
    expect(team).toContainEqual(
      expect.objectContaining({
        user_id: userId,
        email,
        display_name: 'Bruno Berater',
        role: 'agent',
        locale: 'de',
        last_sign_in_at: null,
      }),
    );
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'staff_invite',
      subject: 'Ihr Zugang zum Vertriebsbereich Grabbeallee 68',
    });

    // Before choosing a password the account cannot sign in.
    const anon = (await signedInClient(t, { email, password: 'whatever-it-was' }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(anon).toBeInstanceOf(Error);

    const fragment = await follow(mails[0]!.text_body);
    expect(fragment.get('type')).toBe('invite');
    expect((await setPassword(fragment.get('access_token') ?? '', 'short')).status).toBe(422);
    expect((await setPassword(fragment.get('access_token') ?? '', 'bruno-password-1')).status).toBe(200);
    const bruno = await signedInClient(t, { email, password: 'bruno-password-1' });
    expect((await bruno.rpc('desk_me')).data).toMatchObject({
      display_name: 'Bruno Berater',
      role: 'agent',
      locale: 'de',
    });
    expect((await bruno.rpc('desk_leads')).error).toBeNull();

    // The link worked once.
    expect((await follow(mails[0]!.text_body)).get('error_code')).toBe('otp_expired');
  });

  it("is an admin's: agents, outsiders and bad input are refused, an address with an account too", async () => {
    const c = await people();
    const email = unique('carla');
    expect(await status(c.agent, inviteBody(email))).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await status(c.outsider, inviteBody(email))).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await status(c.admin, inviteBody(email, { locale: 'fr' }))).toMatchObject({
      status: 400,
      code: 'invalid',
    });
    expect(
      await status(c.admin, inviteBody(email, { redirectTo: 'https://evil.example/auth' })),
    ).toMatchObject({
      status: 400,
      code: 'invalid',
    });
    expect(await mailsTo(email)).toEqual([]);
    expect(await status(c.admin, inviteBody(c.agentLogin.email))).toMatchObject({
      status: 409,
      code: 'exists',
    });
    // The service key stays on the server: the admin API refuses a user's token.
    const direct = await auth(`/invite?redirect_to=${encodeURIComponent(`${SITE}/auth`)}`, 'POST', { email });
    expect(direct.status).toBe(403);
  });
});

describe('names, mail language and roles', () => {
  it("an admin sets them; the morning mail goes in the member's language", async () => {
    const c = await people();
    const { data, error } = await c.admin.rpc('desk_team_update', {
      p_user_id: c.agentId,
      p_display_name: '  Anna Arendt ',
      p_locale: 'en',
      p_role: 'agent',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ display_name: 'Anna Arendt', locale: 'en', role: 'agent' });
    expect((await c.agent.rpc('desk_me')).data).toMatchObject({ display_name: 'Anna Arendt', locale: 'en' });
    expect((await c.agent.rpc('desk_staff')).data).toContainEqual({
      user_id: c.agentId,
      name: 'Anna Arendt',
    });

    const lead = validSubmissionRow();
    expect((await t.anon.from('contact_submissions').insert(lead)).status).toBe(201);
    await t.backend.db.query(
      `update public.contact_submissions set assigned_to = $2::uuid, follow_up_on = '2026-12-01', follow_up_task = 'Call back'
        where id = $1::uuid`,
      [lead.id as string, c.agentId],
      null,
    );
    await t.backend.followUpMails(new Date('2026-12-01T07:00:00Z'));
    const [morning] = await mailsTo(c.agentLogin.email);
    expect(morning?.subject).toMatch(/follow-up/i);
  });

  it('refuses bad values, agents and outsiders, and never leaves the team without an admin', async () => {
    const c = await people();
    const args = { p_user_id: c.agentId, p_display_name: 'Anna', p_locale: 'de', p_role: 'admin' };
    expect((await c.agent.rpc('desk_team_update', args)).error?.code).toBe('42501');
    expect((await c.outsider.rpc('desk_team_update', args)).error?.code).toBe('42501');
    expect((await c.admin.rpc('desk_team_update', { ...args, p_locale: 'fr' })).error?.code).toBe('22023');
    expect((await c.admin.rpc('desk_team_update', { ...args, p_display_name: ' ' })).error?.code).toBe(
      '22023',
    );
    // Only the admins of this test stay admins, so the last one cannot step down.
    await t.backend.db.query(
      `update public.staff_members set role = 'agent' where user_id <> $1::uuid`,
      [c.adminId],
      null,
    );
    const demote = { p_user_id: c.adminId, p_display_name: 'Ada', p_locale: 'de', p_role: 'agent' };
    expect((await c.admin.rpc('desk_team_update', demote)).error?.code).toBe('23514');
    expect((await c.admin.rpc('desk_team_update', args)).error).toBeNull();
    expect((await c.admin.rpc('desk_team_update', demote)).error).toBeNull();
    expect((await c.admin.rpc('desk_me')).data).toMatchObject({ role: 'agent' });
  });
});

describe('removing access', () => {
  it('refuses the removed member at once and at the next sign-in; their leads keep their history', async () => {
    const c = await people();
    const lead = validSubmissionRow();
    expect((await t.anon.from('contact_submissions').insert(lead)).status).toBe(201);
    const { data: leads } = await c.agent.rpc('desk_leads');
    const version = (leads as { id: string; version: number }[]).find((l) => l.id === lead.id)!.version;
    expect(
      (
        await c.agent.rpc('desk_lead_assign', {
          p_id: lead.id,
          p_expected_version: version,
          p_assigned_to: c.agentId,
        })
      ).error,
    ).toBeNull();

    expect(await status(c.admin, { action: 'remove', userId: c.adminId })).toMatchObject({
      status: 409,
      code: 'self',
    });
    expect(await status(c.agent, { action: 'remove', userId: c.adminId })).toMatchObject({ status: 403 });
    expect(await status(c.admin, { action: 'remove', userId: c.agentId })).toEqual({ status: 200 });

    expect((await c.agent.rpc('desk_leads')).error?.code).toBe('42501');
    expect((await c.agent.rpc('desk_units', { p_project_id: 'grabbeallee-68' })).error?.code).toBe('42501');
    const again = await signedInClient(t, c.agentLogin).catch((e: unknown) => e as { code?: string });
    expect(again).toMatchObject({ code: 'user_banned' });
    expect((await c.admin.rpc('desk_team')).data).not.toContainEqual(
      expect.objectContaining({ user_id: c.agentId }),
    );

    const { data: after } = await c.admin.rpc('desk_leads');
    const kept = (
      after as { id: string; assigned_to: string; events: { kind: string; by: string }[] }[]
    ).find((l) => l.id === lead.id)!;
    expect(kept.assigned_to).toBe(c.agentId);
    // Their account stays (banned), so the log still names them, by the name the desk knew them by.
    expect(kept.events).toContainEqual(expect.objectContaining({ kind: 'assigned', by: 'Anna' }));
    expect((after as { id: string; assigned_name: string }[]).find((l) => l.id === lead.id)).toMatchObject({
      assigned_name: 'Anna',
    });
    // Asking again is harmless (a retried ban).
    expect(await status(c.admin, { action: 'remove', userId: c.agentId })).toEqual({ status: 200 });
  });

  it('lets an admin invite a removed member again: the ban lifted, back on the team, a link to a new password', async () => {
    const c = await people();
    expect(await status(c.admin, { action: 'remove', userId: c.agentId })).toEqual({ status: 200 });
    const { data, error } = await staffCall(
      c.admin,
      inviteBody(c.agentLogin.email, { displayName: 'Anna Arendt', role: 'admin', locale: 'de' }),
    );
    expect(error).toBeNull();
    expect(data).toEqual({ userId: c.agentId, rejoined: true });
    expect((await c.admin.rpc('desk_team')).data).toContainEqual(
      expect.objectContaining({
        user_id: c.agentId,
        display_name: 'Anna Arendt',
        role: 'admin',
        locale: 'de',
      }),
    );
    const [mail, ...more] = await mailsTo(c.agentLogin.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'password_reset' });
    expect((await follow(mail!.text_body)).get('type')).toBe('recovery');
    // The old password works again too, and the desk takes them.
    const back = await signedInClient(t, c.agentLogin);
    expect((await back.rpc('desk_leads')).error).toBeNull();
    // A second invite of the same address: an account that is a member now, so 'exists'.
    expect(await status(c.admin, inviteBody(c.agentLogin.email))).toMatchObject({
      status: 409,
      code: 'exists',
    });
  });
});

describe('who may do what', () => {
  it("agents work leads and flats; exports and the team are admins'; non-staff and anon get nothing", async () => {
    const c = await people();
    const project = { p_project_id: 'grabbeallee-68' };
    for (const client of [c.admin, c.agent]) {
      expect((await client.rpc('desk_leads')).error).toBeNull();
      expect((await client.rpc('desk_units', project)).error).toBeNull();
    }
    expect((await c.admin.rpc('desk_alert_watchers', project)).error).toBeNull();
    expect((await c.agent.rpc('desk_alert_watchers', project)).error?.code).toBe('42501');
    expect((await c.admin.rpc('desk_team')).error).toBeNull();
    expect((await c.agent.rpc('desk_team')).error?.code).toBe('42501');
    expect((await c.agent.rpc('desk_me')).data).toMatchObject({ role: 'agent', display_name: 'Anna' });
    for (const fn of ['desk_leads', 'desk_team', 'desk_me']) {
      expect((await c.outsider.rpc(fn)).status).toBe(403);
      expect((await t.anon.rpc(fn)).status).toBe(401);
    }
    expect((await c.outsider.rpc('desk_alert_watchers', project)).status).toBe(403);
    expect(
      (
        await c.agent.rpc('desk_team_add', {
          p_user_id: c.agentId,
          p_display_name: 'x',
          p_locale: 'de',
          p_role: 'admin',
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (await c.agent.from('staff_members').update({ role: 'admin' }).eq('user_id', c.agentId)).error,
    ).not.toBeNull();
  });
});

describe('forgot password', () => {
  const recover = (email: string) =>
    auth(`/recover?redirect_to=${encodeURIComponent(`${SITE}/de/auth`)}`, 'POST', { email });

  it('answers the same for any address, mails only an account, and the link sets a new password', async () => {
    const c = await people();
    const nobody = unique('nobody');
    const known = await recover(c.agentLogin.email.toUpperCase());
    const unknown = await recover(nobody);
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(known.status).toBe(200);
    expect(await mailsTo(nobody)).toEqual([]);
    // A second request within the minute sends nothing more, and says nothing else.
    expect((await recover(c.agentLogin.email)).status).toBe(200);
    const mails = await mailsTo(c.agentLogin.email);
    expect(mails.map((m) => m.kind)).toEqual(['password_reset']);

    const fragment = await follow(mails[0]!.text_body);
    expect(fragment.get('type')).toBe('recovery');
    expect((await setPassword(fragment.get('access_token') ?? '', 'new-agent-password')).status).toBe(200);
    await expect(signedInClient(t, c.agentLogin)).rejects.toMatchObject({ code: 'invalid_credentials' });
    const signed = await signedInClient(t, { email: c.agentLogin.email, password: 'new-agent-password' });
    expect((await signed.rpc('desk_me')).error).toBeNull();
  });

  it('mails nothing to a removed member', async () => {
    const c = await people();
    expect(await status(c.admin, { action: 'remove', userId: c.agentId })).toEqual({ status: 200 });
    expect((await recover(c.agentLogin.email)).status).toBe(200);
    expect(await mailsTo(c.agentLogin.email)).toEqual([]);
  });
});
