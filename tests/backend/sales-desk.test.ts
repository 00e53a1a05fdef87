// @vitest-environment node
/**
 * The sales desk on the server, with real tokens from the local Supabase Auth: anon, a signed-in
 * user who is not staff, a staff member and the service role, against every policy and function of the
 * desk's migration; the status race (compare-and-set on a version), hold expiry, the attention list, and
 * the Auth endpoints the app uses (password grant, refresh, user, logout; no sign-up).
 */

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LOCAL_PROXY_TOKEN_HEADER } from '../../supabase/local/gateway.ts';
import { installSecretsFile, readOrCreateInstallSecrets } from '../../supabase/local/install-secrets.ts';
import {
  signedInClient,
  startTestBackend,
  useTestBackend,
  validSubmissionRow,
} from './helpers/test-backend.ts';

const t = useTestBackend({ accessTokenTtlSeconds: 60 }, { challengeRequired: false });

const STAFF = { email: 'anna.agent@example.com', password: 'staff-password-1' };
const OUTSIDER = { email: 'otto.outsider@example.com', password: 'outsider-password' };
const UNIT = { p_project_id: 'grabbeallee-68', p_we_nr: '1.0.2', p_unit_number: 2 };

/** A supabase-js client signed in as `who` (a real access token from /auth/v1/token). */
const signedIn = (who: { email: string; password: string }) => signedInClient(t, who);

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

    const version = (leads as { version: number }[])[0]!.version;
    const handledAnswer = await c.staff.rpc('desk_lead_set_handled', {
      p_id: id,
      p_expected_version: version,
      p_handled: true,
    });
    expect(handledAnswer.data).toMatchObject({ ok: true, lead: { id, version: version + 1 } });
    const noted = await c.staff.rpc('desk_lead_add_note', {
      p_id: id,
      p_expected_version: version + 1,
      p_note: 'Rückruf Mo',
    });
    expect(noted.data).toMatchObject({ ok: true, lead: { version: version + 2, changed_by: 'Anna' } });
    const { data: handled } = await c.staff.rpc('desk_leads');
    expect(handled[0].handled_at).not.toBeNull();
    expect(handled[0].events).toEqual([
      expect.objectContaining({ kind: 'note', detail: 'Rückruf Mo', by: 'Anna' }),
      expect.objectContaining({ kind: 'handled', by: 'Anna' }),
    ]);
    for (const client of [c.anon, c.outsider]) {
      const refused = await client.rpc('desk_lead_add_note', {
        p_id: id,
        p_expected_version: 3,
        p_note: 'x',
      });
      expect(refused.error?.code).toBe('42501');
    }

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
      phone: '030 100001',
      notifyStatus: 'failed',
      notifyAttempts: 10,
      notifyError: 'provider down',
    });
    const late = await t.hooks.addLead({
      name: 'Lena Spät',
      email: 'late@example.com',
      phone: '030 100002',
      notifyStatus: 'pending',
      createdAt: new Date(Date.now() - hour).toISOString(),
    });
    const fresh = await t.hooks.addLead({
      name: 'Frieda Frisch',
      email: 'fresh@example.com',
      phone: '030 100003',
      notifyStatus: 'pending',
    });
    const spam = await t.hooks.addLead({
      name: 'Sven Spam',
      email: 'spam@example.com',
      phone: '030 100004',
      notifyStatus: 'spam',
    });
    const oldSpam = await t.hooks.addLead({
      name: 'Olaf Alt',
      email: 'old@example.com',
      phone: '030 100005',
      notifyStatus: 'spam',
      createdAt: new Date(Date.now() - 10 * 24 * hour).toISOString(),
    });
    const sent = await t.hooks.addLead({
      name: 'Sabine Sent',
      email: 'sent@example.com',
      phone: '030 100006',
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
    // The hook stored the failed lead after ten attempts: its history, newest first, ends with that failure.
    expect(byId.get(failed)?.notify_status).toBe('sent');
    expect(kinds(failed)).toEqual(['sent', 'resend', 'failed']);
    expect(byId.get(spam)?.notify_status).toBe('sent');
    expect(kinds(spam)).toEqual(['sent', 'not_spam']);
  });

  it('a lead stored through the form is in the inbox', async () => {
    const c = await callers();
    const id = await storeLead({ email: 'form@example.com' });
    const { data } = await c.staff.rpc('desk_leads');
    expect((data as { id: string }[]).map((lead) => lead.id)).toEqual([id]);
  });
});

interface LeadAnswer {
  ok: boolean;
  reason?: string;
  lead: {
    version: number;
    changed_by: string | null;
    changed_at: string | null;
    assigned_name: string | null;
    handled_at: string | null;
    events: { kind: string; detail: string; by: string | null }[];
  };
}

describe('lead changes never overwrite a colleague', () => {
  const BERT = { email: 'bert.berater@example.com', password: 'staff-password-2' };

  it('two agents note the same lead: one wins, the other gets the current lead; both notes are kept', async () => {
    const c = await callers();
    await t.hooks.createUser({ ...BERT, staff: true, displayName: 'Bert' });
    const bert = await signedIn(BERT);
    const id = await storeLead();
    const seen = ((await c.staff.rpc('desk_leads')).data as { version: number }[])[0]!.version;
    const [a, b] = (
      await Promise.all([
        c.staff.rpc('desk_lead_add_note', {
          p_id: id,
          p_expected_version: seen,
          p_note: 'A: Besichtigung Sa',
        }),
        bert.rpc('desk_lead_add_note', { p_id: id, p_expected_version: seen, p_note: 'B: Rückruf Mo' }),
      ])
    ).map((answer) => answer.data as LeadAnswer);
    const won = [a!, b!].filter((answer) => answer.ok);
    const lost = [a!, b!].filter((answer) => !answer.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    // The loser saved nothing and got the lead as it is now, with who changed it and when.
    expect(lost[0]).toMatchObject({ reason: 'conflict', lead: { version: seen + 1 } });
    expect(lost[0]!.lead.changed_by).toBe(won[0] === a ? 'Anna' : 'Bert');
    expect(Date.now() - Date.parse(lost[0]!.lead.changed_at!)).toBeLessThan(60_000);
    expect(lost[0]!.lead.events.filter((event) => event.kind === 'note')).toHaveLength(1);
    // The loser saves again on the current version: both notes are in the history, newest first, with authors.
    const loser = won[0] === a ? bert : c.staff;
    const loserNote = won[0] === a ? 'B: Rückruf Mo' : 'A: Besichtigung Sa';
    const retry = await loser.rpc('desk_lead_add_note', {
      p_id: id,
      p_expected_version: seen + 1,
      p_note: loserNote,
    });
    expect((retry.data as LeadAnswer).ok).toBe(true);
    const notes = (retry.data as LeadAnswer).lead.events.filter((event) => event.kind === 'note');
    expect(notes.map((note) => note.detail).sort()).toEqual(['A: Besichtigung Sa', 'B: Rückruf Mo']);
    expect(notes[0]).toMatchObject({ detail: loserNote, by: won[0] === a ? 'Bert' : 'Anna' });
  });

  it('a stale "handled" or assignment saves nothing; notes cannot be edited or removed by staff', async () => {
    const c = await callers();
    await t.hooks.createUser({ ...BERT, staff: true, displayName: 'Bert' });
    const bert = await signedIn(BERT);
    const bertId = (await bert.auth.getUser()).data.user!.id;
    const id = await storeLead();
    const assigned = await bert.rpc('desk_lead_assign', {
      p_id: id,
      p_expected_version: 1,
      p_assigned_to: bertId,
    });
    expect(assigned.data).toMatchObject({ ok: true, lead: { version: 2, assigned_name: 'Bert' } });
    const stale = await c.staff.rpc('desk_lead_set_handled', {
      p_id: id,
      p_expected_version: 1,
      p_handled: true,
    });
    expect(stale.data).toMatchObject({
      ok: false,
      reason: 'conflict',
      lead: { version: 2, handled_at: null, changed_by: 'Bert', assigned_name: 'Bert' },
    });
    const staleAssign = await c.staff.rpc('desk_lead_assign', {
      p_id: id,
      p_expected_version: 1,
      p_assigned_to: null,
    });
    expect(staleAssign.data).toMatchObject({ ok: false, lead: { assigned_name: 'Bert' } });
    // Only staff can be assigned.
    const outsiderId = (await c.outsider.auth.getUser()).data.user!.id;
    const notStaff = await c.staff.rpc('desk_lead_assign', {
      p_id: id,
      p_expected_version: 2,
      p_assigned_to: outsiderId,
    });
    expect(notStaff.error?.code).toBe('23503');
    // The history is read through desk_leads only; no one but the service role writes the events table.
    for (const client of [c.staff, c.outsider, c.anon]) {
      const { error } = await client.from('contact_lead_events').delete().eq('submission_id', id);
      expect(error?.code).toBe('42501');
    }
    const kinds = ((await c.staff.rpc('desk_leads')).data as LeadAnswer['lead'][])[0]!.events;
    expect(kinds).toEqual([expect.objectContaining({ kind: 'assigned', detail: 'Bert', by: 'Bert' })]);
  });
});

describe('units: only real ones, with their whole history', () => {
  it('refuses an unknown project, an unknown unit and a unit code with another unit’s number', async () => {
    const c = await callers();
    for (const unit of [
      { p_project_id: 'some-other-project', p_we_nr: '1.0.2', p_unit_number: 2 },
      { p_project_id: 'grabbeallee-68', p_we_nr: '4.3.3', p_unit_number: 57 },
      { p_project_id: 'grabbeallee-68', p_we_nr: '4.3.1', p_unit_number: 54 },
    ]) {
      const answer = await c.staff.rpc('desk_set_unit_status', {
        ...unit,
        p_expected_version: 0,
        p_status: 'Reserved',
      });
      expect(answer.status).toBe(409);
      expect(answer.error?.code).toBe('23503');
    }
    expect((await c.staff.from('unit_status_audit').select('id')).data).toEqual([]);
    // Not even the service role can store a status for a unit that does not exist.
    const direct = await c.service
      .from('apartments')
      .insert({ project_id: 'grabbeallee-68', unit_number: 54, we_nr: '4.3.1', status: 'Sold' });
    expect(direct.error?.code).toBe('23503');
    // The real units 4.2.2 (54) and 4.3.1 (55) are untouched and can be changed.
    for (const [weNr, number] of [
      ['4.2.2', 54],
      ['4.3.1', 55],
    ] as const) {
      const answer = await c.staff.rpc('desk_set_unit_status', {
        p_project_id: 'grabbeallee-68',
        p_we_nr: weNr,
        p_unit_number: number,
        p_expected_version: 0,
        p_status: 'Reserved',
      });
      expect(answer.data).toMatchObject({ ok: true });
    }
  });

  it('the units table is the 56 codes the app and the backend know', async () => {
    const { UNIT_CODES } = await import('../../supabase/local/unit-codes.ts');
    const { rows } = await t.backend.db.query<{ we_nr: string; unit_number: number }>(
      'select we_nr, unit_number from public.units order by unit_number',
      [],
      null,
    );
    expect(rows).toEqual(UNIT_CODES.map((unit) => ({ we_nr: unit.weNr, unit_number: unit.unitNumber })));
  });

  it('a conflict names who changed the unit and when; the history keeps every change, hold and expiry', async () => {
    const c = await callers();
    const until = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    await c.staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 0,
      p_status: 'Vormerkung',
      p_note: 'Familie Schmidt',
      p_hold_until: until,
    });
    const stale = await c.staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 0,
      p_status: 'Sold',
    });
    expect(stale.data).toMatchObject({
      ok: false,
      reason: 'conflict',
      unit: { status: 'Vormerkung', version: 1, changed_by: 'Anna', note: 'Familie Schmidt' },
    });
    const changedAt = (stale.data as { unit: { changed_at: string } }).unit.changed_at;
    expect(Date.now() - Date.parse(changedAt)).toBeLessThan(60_000);
    await t.backend.expireHolds(new Date(Date.parse(until) + 1000));
    await c.staff.rpc('desk_set_unit_status', {
      ...UNIT,
      p_expected_version: 2,
      p_status: 'Reserved',
      p_note: 'Notar',
    });
    const { data: history } = await c.staff.rpc('desk_unit_history', {
      p_project_id: 'grabbeallee-68',
      p_we_nr: '1.0.2',
    });
    expect(history).toEqual([
      expect.objectContaining({ to_status: 'Reserved', changed_by: 'Anna', note: 'Notar', version: 3 }),
      expect.objectContaining({
        from_status: 'Vormerkung',
        to_status: 'Available',
        changed_by: null,
        note: 'hold expired',
      }),
      expect.objectContaining({
        to_status: 'Vormerkung',
        changed_by: 'Anna',
        note: 'Familie Schmidt',
        hold_until: expect.any(String),
      }),
    ]);
    expect(
      (await c.outsider.rpc('desk_unit_history', { p_project_id: 'grabbeallee-68', p_we_nr: '1.0.2' }))
        .status,
    ).toBe(403);
    const unknown = await c.staff.rpc('desk_unit_history', {
      p_project_id: 'grabbeallee-68',
      p_we_nr: '9.9.9',
    });
    expect(unknown.error?.code).toBe('23503');
    const { data: units } = await c.staff.rpc('desk_units', { p_project_id: 'grabbeallee-68' });
    expect(units).toHaveLength(56);
    expect((units as { we_nr: string }[]).find((unit) => unit.we_nr === '1.0.2')).toMatchObject({
      status: 'Reserved',
      version: 3,
      changed_by: 'Anna',
      note: 'Notar',
    });
  });
});

describe('staff accounts safe by default', () => {
  const signIn = (email: string, password: string, address = '203.0.113.7') =>
    t.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { [LOCAL_PROXY_TOKEN_HEADER]: t.backend.proxyToken, 'cf-connecting-ip': address },
      body: JSON.stringify({ email, password }),
    });

  it('throttles failed sign-ins per account and per address with 429 and Retry-After', async () => {
    await t.hooks.createUser({ ...STAFF, staff: true });
    for (let i = 0; i < 5; i++) expect((await signIn(STAFF.email, 'wrong-password')).status).toBe(400);
    // The account is held, from any address and with the right password too.
    const held = await signIn(STAFF.email, STAFF.password, '198.51.100.1');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await held.json()) as { error_code: string }).error_code).toBe('over_request_rate_limit');
    // supabase-js reads it as a rate limit.
    const viaClient = await t.anon.auth.signInWithPassword(STAFF);
    expect(viaClient.error?.status).toBe(429);
    // One address trying many accounts (known or not) is held after ten failures.
    for (let i = 0; i < 5; i++)
      expect((await signIn(`nobody${i}@example.com`, 'wrong-password')).status).toBe(400);
    const address = await signIn('someone@example.com', 'wrong-password');
    expect(address.status).toBe(429);
    expect(Number(address.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from another address still signs in.
    await t.hooks.createUser({ ...OUTSIDER, staff: false });
    expect((await signIn(OUTSIDER.email, OUTSIDER.password, '198.51.100.2')).status).toBe(200);
  });

  it('takes as long for an unknown account as for a known one', async () => {
    await t.hooks.createUser({ ...STAFF, staff: true });
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    // Taken in turns, so a busy machine slows both alike.
    for (let i = 0; i < 7; i++) {
      for (const [kind, email] of [
        ['known', STAFF.email],
        ['unknown', 'nobody@example.com'],
      ] as const) {
        const started = performance.now();
        await signIn(email, 'wrong-password', `192.0.2.${i + (kind === 'known' ? 10 : 20)}`);
        times[kind].push(performance.now() - started);
        await t.hooks.reset();
      }
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[3]!;
    const known = median(times.known);
    const unknown = median(times.unknown);
    // Without the stand-in hash an unknown account answered in a fraction of the time.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('refuses the access token at once after sign-out', async () => {
    const c = await callers();
    const token = (await c.staff.auth.getSession()).data.session!.access_token;
    expect((await c.staff.rpc('desk_leads')).status).toBe(200);
    expect((await c.staff.auth.signOut({ scope: 'local' })).error).toBeNull();
    const after = await t.request('/rest/v1/rpc/desk_leads', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe('session_not_found');
    const isStaff = await t.request('/rest/v1/rpc/is_staff', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(await isStaff.json()).toBe(false);
    // "Sign out everywhere" ends the other sessions of the account too.
    const tablet = await signedIn(STAFF);
    const office = await signedIn(STAFF);
    expect((await office.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await tablet.rpc('desk_leads')).status).toBe(401);
  });

  it('two fresh installs generate different secrets, kept for the owner only and the same on every start', async () => {
    const folders = [mkdtempSync(join(tmpdir(), 'install-a-')), mkdtempSync(join(tmpdir(), 'install-b-'))];
    try {
      const [a, b] = folders.map((folder) =>
        readOrCreateInstallSecrets(installSecretsFile(join(folder, 'db'))),
      );
      expect(a!.created && b!.created).toBe(true);
      expect(a!.secrets.jwtSecret).not.toBe(b!.secrets.jwtSecret);
      expect(a!.secrets.staffPassword).not.toBe(b!.secrets.staffPassword);
      expect(a!.secrets.staffPassword).not.toBe('grabbeallee-desk');
      expect(a!.secrets.jwtSecret).not.toBe('super-secret-jwt-token-with-at-least-32-characters-long');
      const file = installSecretsFile(join(folders[0]!, 'db'));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = readOrCreateInstallSecrets(file);
      expect(again).toEqual({ secrets: a!.secrets, created: false });
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
    // A token of one backend is worthless at another.
    await t.hooks.createUser({ ...STAFF, staff: true });
    const token = (await (await signedIn(STAFF)).auth.getSession()).data.session!.access_token;
    const other = await startTestBackend();
    try {
      expect(other.backend.secrets.jwtSecret).not.toBe(t.backend.secrets.jwtSecret);
      const read = await other.request('/rest/v1/apartments?select=we_nr', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
