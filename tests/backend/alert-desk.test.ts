/**
 * The demand behind the buyer alerts in the desk (migration 20261129110000_alert_demand_desk.sql): counts per
 * unit, the watchers for the CSV with their consent, one address's consent record, and removing an address's
 * alerts on request; staff only.
 */
import { describe, expect, it } from 'vitest';

import { UNIT_FACTS } from '../../supabase/functions/_shared/unit-facts.gen.ts';
import { alertHelpers, PROJECT, SOLD_UNIT } from './helpers/alert-signups.ts';
import { signedInClient, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend();
const { sql, signUp, signUpConfirmed, syncFacts } = alertHelpers(t);

const STAFF = { email: 'anna.agent@example.com', password: 'staff-password-1' };
const OUTSIDER = { email: 'otto.outsider@example.com', password: 'outsider-password' };

async function staff() {
  await t.hooks.createUser({ ...STAFF, staff: true, displayName: 'Anna' });
  return signedInClient(t, STAFF);
}

const sold = UNIT_FACTS.find((fact) => fact.we_nr === SOLD_UNIT)!;

describe('alert demand in the desk', () => {
  it('counts, per unit, the confirmed addresses watching it and those whose search it matches', async () => {
    await syncFacts();
    await signUpConfirmed({ email: 'One@example.com' });
    await signUpConfirmed({ email: 'one@example.com', frequency: 'daily' });
    await signUpConfirmed({ email: 'two@example.com' });
    await signUp({ email: 'unconfirmed@example.com' });
    await signUpConfirmed({
      email: 'searcher@example.com',
      target: { kind: 'search', projectId: PROJECT, building: sold.building, rooms: sold.rooms },
    });
    const desk = await staff();
    const { data, error } = await desk.rpc('desk_alert_demand', { p_project_id: PROJECT });
    expect(error).toBeNull();
    const rows = data as { we_nr: string; watchers: number; searches: number }[];
    expect(rows).toHaveLength(56);
    expect(rows.find((row) => row.we_nr === SOLD_UNIT)).toEqual({
      we_nr: SOLD_UNIT,
      watchers: 2,
      searches: 1,
    });
    const other = UNIT_FACTS.find((fact) => fact.building !== sold.building)!;
    expect(rows.find((row) => row.we_nr === other.we_nr)).toEqual({
      we_nr: other.we_nr,
      watchers: 0,
      searches: 0,
    });
  });

  it("lists the confirmed watchers with their consent, and one address's full consent record", async () => {
    const id = await signUpConfirmed({ email: 'anna.buyer@example.com', locale: 'en' });
    await signUp({
      email: 'anna.buyer@example.com',
      target: { kind: 'search', projectId: PROJECT, rooms: 2 },
    });
    const desk = await staff();
    const watchers = (await desk.rpc('desk_alert_watchers', { p_project_id: PROJECT })).data as Record<
      string,
      unknown
    >[];
    expect(watchers).toEqual([
      expect.objectContaining({
        we_nr: SOLD_UNIT,
        email: 'anna.buyer@example.com',
        locale: 'en',
        frequency: 'instant',
        signed_up_at: expect.any(String),
        confirmed_at: expect.any(String),
        consent_text_version: expect.any(String),
      }),
    ]);
    const consent = (await desk.rpc('desk_alert_consent', { p_email: 'ANNA.BUYER@example.com' }))
      .data as Record<string, unknown>[];
    expect(consent.map((row) => row.status)).toEqual(['confirmed', 'pending']);
    expect(consent[0]).toMatchObject({ signup_ip: expect.any(String), confirm_ip: expect.any(String) });
    const [stored] = await sql<{ created_at: string }>(
      `select to_json(created_at) #>> '{}' as created_at from public.alert_subscriptions where id = $1::uuid`,
      [id],
    );
    expect(new Date(consent[0]!.signed_up_at as string).getTime()).toBe(
      new Date(stored!.created_at).getTime(),
    );
  });

  it("removes an address's alerts on request and keeps its leads", async () => {
    await signUpConfirmed({ email: 'leaving@example.com' });
    await signUpConfirmed({ email: 'leaving@example.com', target: { kind: 'search', projectId: PROJECT } });
    await sql(`update public.contact_settings set value = 'false' where key = 'challenge_required'`);
    expect(
      (await t.anon.from('contact_submissions').insert(validSubmissionRow({ email: 'leaving@example.com' })))
        .status,
    ).toBe(201);
    const desk = await staff();
    const { data, error } = await desk.rpc('desk_alert_remove', { p_email: ' Leaving@Example.com ' });
    expect(error).toBeNull();
    expect(data).toBe(2);
    expect(await sql('select 1 from public.alert_subscriptions')).toEqual([]);
    expect(await sql('select 1 from public.contact_submissions')).toHaveLength(1);
  });

  it('answers nobody but staff', async () => {
    await t.hooks.createUser({ ...OUTSIDER, staff: false });
    const outsider = await signedInClient(t, OUTSIDER);
    for (const caller of [t.anon, outsider]) {
      for (const [fn, args] of [
        ['desk_alert_demand', { p_project_id: PROJECT }],
        ['desk_alert_watchers', { p_project_id: PROJECT }],
        ['desk_alert_consent', { p_email: 'a@example.com' }],
        ['desk_alert_remove', { p_email: 'a@example.com' }],
      ] as const) {
        const { error } = await caller.rpc(fn, args);
        expect(error?.code, fn).toBe('42501');
      }
    }
  });
});
