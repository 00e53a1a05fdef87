// @vitest-environment node
/**
 * The sales desk on the server (issue 35), with real tokens from the local Supabase Auth: anon, a signed-in
 * user who is not staff, a staff member and the service role, against every policy and function of the
 * desk's migration; the status race (compare-and-set on a version), hold expiry, the attention list, and
 * the Auth endpoints the app uses (password grant, refresh, user, logout; no sign-up).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({ accessTokenTtlSeconds: 60 }, { challengeRequired: false });

const STAFF = { email: 'anna.agent@example.com', password: 'staff-password-1' };
const OUTSIDER = { email: 'otto.outsider@example.com', password: 'outsider-password' };
const UNIT = { p_project_id: 'grabbeallee-68', p_we_nr: '1.0.2', p_unit_number: 2 };

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not available in the backend tests');
  }
}

/** A supabase-js client signed in as `who` (a real access token from /auth/v1/token). */
async function signedIn(who: { email: string; password: string }): Promise<SupabaseClient> {
  const client = createClient(t.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword(who);
  if (error) throw error;
  return client;
}

async function callers() {
  await t.hooks.createUser({ ...STAFF, staff: true, displayName: 'Anna' });
  await t.hooks.createUser({ ...OUTSIDER, staff: false });
  return {
    anon: t.anon,
    outsider: await signedIn(OUTSIDER),
    staff: await signedIn(STAFF),
    service: t.service,
  };
}

async function storeLead(overrides: Record<string, unknown> = {}) {
  const row = validSubmissionRow(overrides);
  expect((await t.anon.from('contact_submissions').insert(row)).status).toBe(201);
  return row.id as string;
}

describe('Supabase Auth, local', () => {
  it('signs in with the right password only, refreshes with a rotating token, signs out', async () => {
    await t.hooks.createUser({ ...STAFF, staff: true });
    const client = await signedIn(STAFF);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.email).toBe(STAFF.email);

    const wrong = await t.anon.auth.signInWithPassword({ email: STAFF.email, password: 'not-the-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);

    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
    // The used refresh token is spent.
    const replay = await t.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error_code: string }).error_code).toBe('refresh_token_not_found');

    const latest = refreshed.data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    const after = await t.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: latest.refresh_token }),
    });
    expect(after.status).toBe(400);
  });

  it('has no sign-up, and refuses a forged or expired token', async () => {
    const signup = await t.request('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'new@example.com', password: 'whatever-123' }),
    });
    expect(signup.status).toBe(422);
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const read = await t.request('/rest/v1/apartments?select=we_nr', {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(read.status).toBe(401);
  });
});

describe('roles: anon, signed-in non-staff, staff, service role', () => {
  it('apartments: everyone reads; only staff change a status, through the function', async () => {
    const c = await callers();
    for (const client of [c.anon, c.outsider, c.staff, c.service]) {
      const { data, error } = await client.from('apartments').select('we_nr, status, version');
      expect(error).toBeNull();
      expect(data?.length).toBe(15);
    }
    // No direct writes for anon, non-staff or staff (PostgREST's 401 / 403).
    for (const client of [c.anon, c.outsider, c.staff]) {
      const { error } = await client.from('apartments').update({ status: 'Sold' }).eq('we_nr', '1.0.2');
      expect(error?.code).toBe('42501');
    }
    const change = { ...UNIT, p_expected_version: 0, p_status: 'Reserved', p_note: 'Notar am Freitag' };
    expect((await c.anon.rpc('desk_set_unit_status', change)).status).toBe(401);
    const outsider = await c.outsider.rpc('desk_set_unit_status', change);
    expect(outsider.status).toBe(403);
    expect(outsider.error?.message).toBe('staff only');
    expect((await c.service.rpc('desk_set_unit_status', change)).error?.message).toBe('staff only');
    const staff = await c.staff.rpc('desk_set_unit_status', change);
    expect(staff.error).toBeNull();
    expect(staff.data).toMatchObject({ ok: true, unit: { we_nr: '1.0.2', status: 'Reserved', version: 1 } });
    const { data: row } = await c.anon.from('apartments').select('status').eq('we_nr', '1.0.2');
    expect(row).toEqual([{ status: 'Reserved' }]);
  });

  it('the audit: who, when, from, to, note; staff read it, nobody else', async () => {
    const c = await callers();
    await c.staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 0,
      p_status: 'Sold',
      p_note: 'Kaufvertrag',
    });
    expect((await c.anon.from('unit_status_audit').select('*')).status).toBe(401);
    expect((await c.outsider.from('unit_status_audit').select('*')).data).toEqual([]);
    const { data } = await c.staff.from('unit_status_audit').select('*');
    const me = (await c.staff.auth.getUser()).data.user!;
    expect(data).toEqual([
      expect.objectContaining({
        we_nr: '1.0.2',
        changed_by: me.id,
        changed_by_email: STAFF.email,
        from_status: 'Available',
        to_status: 'Sold',
        note: 'Kaufvertrag',
        version: 1,
      }),
    ]);
    expect(Date.now() - Date.parse((data![0] as { changed_at: string }).changed_at)).toBeLessThan(60_000);
    expect((await c.service.from('unit_status_audit').select('id')).data).toHaveLength(1);
  });

  it('leads: staff read and work them; anon and non-staff get nothing', async () => {
    const c = await callers();
    const id = await storeLead();
    expect((await c.anon.rpc('desk_leads')).status).toBe(401);
    expect((await c.outsider.rpc('desk_leads')).status).toBe(403);
    // The table itself: what anon may, no more (the row's id only in an insert's own transaction).
    for (const client of [c.anon, c.outsider]) {
      const { data } = await client.from('contact_submissions').select('id');
      expect(data ?? []).toEqual([]);
      const { error } = await client.from('contact_submissions').select('email');
      expect(error?.code).toBe('42501');
      expect((await client.rpc('desk_lead_resend', { p_id: id })).error?.code).toBe('42501');
      expect((await client.rpc('desk_erase', { p_email: 'juergen@example.com' })).error?.code).toBe('42501');
      expect((await client.from('staff_members').select('user_id')).data ?? []).toEqual([]);
    }
    const { data: leads } = await c.staff.rpc('desk_leads');
    expect(leads).toEqual([
      expect.objectContaining({ id, email: 'juergen@example.com', notify_status: 'pending' }),
    ]);
    expect((await c.staff.from('staff_members').select('display_name')).data).toEqual([
      { display_name: 'Anna' },
    ]);

    expect(
      (await c.staff.rpc('desk_lead_update', { p_id: id, p_handled: true, p_note: 'Rückruf Mo' })).data,
    ).toBe(true);
    const { data: handled } = await c.staff.rpc('desk_leads');
    expect(handled[0]).toMatchObject({ staff_note: 'Rückruf Mo' });
    expect(handled[0].handled_at).not.toBeNull();
    expect(handled[0].events).toEqual([expect.objectContaining({ kind: 'handled' })]);

    const erased = await c.staff.rpc('desk_erase', { p_email: 'JUERGEN@example.com' });
    expect(erased.data).toMatchObject({ submissions: 1 });
    expect((await c.staff.rpc('desk_leads')).data).toEqual([]);
  });
});

describe('status changes', () => {
  it('a race on one version: one change wins, the other is refused with the current state', async () => {
    const c = await callers();
    const second = await signedIn(STAFF);
    const [a, b] = await Promise.all([
      c.staff.rpc('desk_set_unit_status', { ...UNIT, p_expected_version: 0, p_status: 'Reserved' }),
      second.rpc('desk_set_unit_status', { ...UNIT, p_expected_version: 0, p_status: 'Sold' }),
    ]);
    const answers = [a.data, b.data] as { ok: boolean; unit: { status: string; version: number } }[];
    const won = answers.filter((answer) => answer.ok);
    const lost = answers.filter((answer) => !answer.ok);
    expect(won).toHaveLength(1);
    expect(lost).toEqual([{ ok: false, reason: 'conflict', unit: expect.objectContaining(won[0]!.unit) }]);
    // Again on a row that exists: the stale version is refused, nothing overwritten.
    const next = await c.staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 1,
      p_status: 'Available',
    });
    expect(next.data).toMatchObject({ ok: true, unit: { status: 'Available', version: 2 } });
    const stale = await second.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 1,
      p_status: 'Sold',
    });
    expect(stale.data).toMatchObject({
      ok: false,
      reason: 'conflict',
      unit: { status: 'Available', version: 2 },
    });
    const { data: audit } = await c.staff.from('unit_status_audit').select('to_status').order('id');
    expect(audit).toEqual([{ to_status: won[0]!.unit.status }, { to_status: 'Available' }]);
  });

  it('a hold ends after 14 days by default and returns to Available by itself', async () => {
    const c = await callers();
    const held = await c.staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 0,
      p_status: 'Vormerkung',
    });
    const until = Date.parse((held.data as { unit: { hold_until: string } }).unit.hold_until);
    expect(Math.abs(until - (Date.now() + 14 * 24 * 3600_000))).toBeLessThan(60_000);
    expect(await t.backend.expireHolds(new Date(until - 1000))).toBe(0);
    expect(await t.backend.expireHolds(new Date(until + 1000))).toBe(1);
    const { data } = await c.anon
      .from('apartments')
      .select('status, hold_until, version')
      .eq('we_nr', '1.0.2');
    expect(data).toEqual([{ status: 'Available', hold_until: null, version: 2 }]);
    const { data: audit } = await c.staff
      .from('unit_status_audit')
      .select('to_status, changed_by, note')
      .order('id');
    expect(audit?.[1]).toEqual({ to_status: 'Available', changed_by: null, note: 'hold expired' });
    // A hold that ends in the past is refused.
    const past = await c.staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 2,
      p_status: 'Vormerkung',
      p_hold_until: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
  });
});

describe('the attention list and the queue', () => {
  it('failed, late pending and recent spam need a person; resend and "not spam" requeue, and the sweep mails them', async () => {
    const c = await callers();
    const hour = 3600_000;
    const failed = await t.hooks.addLead({
      name: 'Fritz Fehler',
      email: 'failed@example.com',
      phone: '030 1',
      notifyStatus: 'failed',
      notifyAttempts: 10,
      notifyError: 'provider down',
    });
    const late = await t.hooks.addLead({
      name: 'Lena Spät',
      email: 'late@example.com',
      phone: '030 2',
      notifyStatus: 'pending',
      createdAt: new Date(Date.now() - hour).toISOString(),
    });
    const fresh = await t.hooks.addLead({
      name: 'Frieda Frisch',
      email: 'fresh@example.com',
      phone: '030 3',
      notifyStatus: 'pending',
    });
    const spam = await t.hooks.addLead({
      name: 'Sven Spam',
      email: 'spam@example.com',
      phone: '030 4',
      notifyStatus: 'spam',
    });
    const oldSpam = await t.hooks.addLead({
      name: 'Olaf Alt',
      email: 'old@example.com',
      phone: '030 5',
      notifyStatus: 'spam',
      createdAt: new Date(Date.now() - 10 * 24 * hour).toISOString(),
    });
    const sent = await t.hooks.addLead({
      name: 'Sabine Sent',
      email: 'sent@example.com',
      phone: '030 6',
      notifyStatus: 'sent',
    });
    const { data } = await c.staff.rpc('desk_leads');
    const attention = Object.fromEntries(
      (data as { id: string; attention: string | null }[]).map((l) => [l.id, l.attention]),
    );
    expect(attention).toEqual({
      [failed]: 'failed',
      [late]: 'late',
      [fresh]: null,
      [spam]: 'spam',
      [oldSpam]: null,
      [sent]: null,
    });

    expect((await c.staff.rpc('desk_lead_resend', { p_id: failed })).data).toBe(true);
    expect((await c.staff.rpc('desk_lead_not_spam', { p_id: spam })).data).toBe(true);
    // Not twice, and not for a row in another state.
    expect((await c.staff.rpc('desk_lead_not_spam', { p_id: spam })).data).toBe(false);
    expect((await c.staff.rpc('desk_lead_resend', { p_id: fresh })).data).toBe(false);
    await t.backend.sweep();
    const mailed = (await t.hooks.mails()).map((mail) => mail.idempotencyKey);
    expect(mailed).toEqual(expect.arrayContaining([failed, spam, late, fresh]));
    const after = (await c.staff.rpc('desk_leads')).data as {
      id: string;
      notify_status: string;
      events: { kind: string }[];
    }[];
    const byId = new Map(after.map((lead) => [lead.id, lead]));
    const kinds = (id: string) => byId.get(id)?.events.map((event) => event.kind);
    // The hook stored the failed lead after ten attempts: its history starts with that failure.
    expect(byId.get(failed)?.notify_status).toBe('sent');
    expect(kinds(failed)).toEqual(['failed', 'resend', 'sent']);
    expect(byId.get(spam)?.notify_status).toBe('sent');
    expect(kinds(spam)).toEqual(['not_spam', 'sent']);
  });

  it('a lead stored through the form is in the inbox', async () => {
    const c = await callers();
    const id = await storeLead({ email: 'form@example.com' });
    const { data } = await c.staff.rpc('desk_leads');
    expect((data as { id: string }[]).map((lead) => lead.id)).toEqual([id]);
  });
});
