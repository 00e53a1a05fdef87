// @vitest-environment node
/**
 * Leads from anywhere on the server (migration 20261130130000_manual_leads.sql): a lead staff add is stored
 * once per idempotency key, a duplicate e-mail or phone is answered for merging instead of a second lead, a
 * merge is an entry of the existing lead's log, reserving a flat for a lead puts its hold on with the lead
 * named, and nobody but staff may do any of it.
 */
import { randomUUID } from 'node:crypto';

import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { signedInClient, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend({}, { challengeRequired: false });

const ANNA = { email: 'anna.agent@example.com', password: 'staff-password-1' };
const OUTSIDER = { email: 'otto.outsider@example.com', password: 'outsider-password' };

interface Lead {
  id: string;
  version: number;
  name: string;
  email: string | null;
  phone: string | null;
  source: string;
  language: string | null;
  notify_status: string;
  units: { we_nr: string; kind: string }[];
  events: {
    kind: string;
    detail: string;
    by: string | null;
    source: string | null;
    we_nr: string | null;
    link_kind: string | null;
  }[];
}

async function team() {
  await t.hooks.createUser({ ...ANNA, staff: true, displayName: 'Anna' });
  await t.hooks.createUser({ ...OUTSIDER, staff: false });
  return { anna: await signedInClient(t, ANNA), outsider: await signedInClient(t, OUTSIDER) };
}

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  p_key: randomUUID(),
  p_source: 'walk_in',
  p_name: 'Jonas Weber',
  p_email: null,
  p_phone: '+49 30 1234 5678',
  p_language: 'de',
  p_message: 'Saw the show flat, wants the price list.',
  p_units: ['1.0.1'],
  ...overrides,
});

async function call<R>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<R> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
  return data as R;
}

const owner = <R>(sql: string, params: unknown[] = []) =>
  t.backend.db.query<R>(sql, params as string[], null).then((result) => result.rows);

describe('a lead added by hand', () => {
  it('is stored once however often its key is sent, with its source, language, flats and log', async () => {
    const { anna } = await team();
    const args = walkIn();
    const first = await call<{ ok: true; repeated: boolean; lead: Lead }>(anna, 'desk_lead_create', args);
    expect(first).toMatchObject({
      ok: true,
      repeated: false,
      outcome: 'created',
      lead: {
        name: 'Jonas Weber',
        email: null,
        phone: '+49 30 1234 5678',
        source: 'walk_in',
        language: 'de',
        notify_status: 'none',
        units: [{ we_nr: '1.0.1', kind: 'interest' }],
      },
    });
    expect(first.lead.events.map((e) => [e.kind, e.by])).toEqual(
      expect.arrayContaining([
        ['created', 'Anna'],
        ['unit_linked', 'Anna'],
      ]),
    );

    // The sync after a lost answer sends the same key: nothing new is stored.
    const again = await call<{ repeated: boolean; lead: Lead }>(anna, 'desk_lead_create', args);
    expect(again).toMatchObject({ ok: true, repeated: true, lead: { id: first.lead.id } });
    const stored = await owner<{ count: number }>(
      "select count(*)::int as count from public.contact_submissions where name = 'Jonas Weber'",
    );
    expect(stored[0]?.count).toBe(1);
    const intakes = await owner<{ count: number }>(
      'select count(*)::int as count from public.desk_lead_intakes where key = $1::uuid',
      [args.p_key],
    );
    expect(intakes[0]?.count).toBe(1);
  });

  it('needs an e-mail address or a phone number, a known source and language', async () => {
    const { anna } = await team();
    const code = async (args: Record<string, unknown>) =>
      (await anna.rpc('desk_lead_create', walkIn(args))).error?.code;
    expect(await code({ p_email: ' ', p_phone: null })).toBe('22023');
    expect(await code({ p_source: 'web' })).toBe('22023');
    expect(await code({ p_language: 'fr' })).toBe('22023');
    expect(await code({ p_units: ['9.9.9'] })).toBe('23503');
  });
});

describe('a duplicate is offered for merging, never a silent second lead', () => {
  it('finds a web lead by its e-mail address in any case, and a lead by its phone digits', async () => {
    const { anna } = await team();
    const web = validSubmissionRow({ email: 'Lena.Schulz@Example.com', phone: '030 987654' });
    const stored = await t.anon.from('contact_submissions').insert(web);
    expect(stored.error).toBeNull();

    const byEmail = await call<{ ok: false; reason: string; duplicates: Lead[] }>(
      anna,
      'desk_lead_create',
      walkIn({ p_source: 'portal_immoscout24', p_email: 'lena.schulz@example.COM', p_phone: null }),
    );
    expect(byEmail).toMatchObject({ ok: false, reason: 'duplicate', duplicates: [{ id: web.id }] });

    const byPhone = await call<{ ok: false; duplicates: Lead[] }>(
      anna,
      'desk_lead_create',
      walkIn({ p_source: 'phone', p_email: null, p_phone: '(030) 98-76-54' }),
    );
    expect(byPhone).toMatchObject({ ok: false, reason: 'duplicate', duplicates: [{ id: web.id }] });
    const leads = await owner<{ count: number }>(
      'select count(*)::int as count from public.contact_submissions',
    );
    expect(leads[0]?.count).toBe(1);

    // "Create anyway" is the agent's choice, and then a second lead is made.
    const anyway = await call<{ ok: boolean; lead: Lead }>(
      anna,
      'desk_lead_create',
      walkIn({ p_source: 'phone', p_email: null, p_phone: '(030) 98-76-54', p_allow_duplicate: true }),
    );
    expect(anyway).toMatchObject({ ok: true, lead: { source: 'phone' } });
  });

  it('adds the enquiry to the existing lead: an entry in its log, its flats, a phone it lacked; once per key', async () => {
    const { anna } = await team();
    const created = await call<{ lead: Lead }>(
      anna,
      'desk_lead_create',
      walkIn({ p_source: 'phone', p_email: 'mia.klein@example.com', p_phone: null, p_units: [] }),
    );
    const merge = {
      p_key: randomUUID(),
      p_id: created.lead.id,
      p_expected_version: created.lead.version,
      p_source: 'portal_immowelt',
      p_name: 'Mia Klein',
      p_email: 'MIA.KLEIN@example.com',
      p_phone: '0176 5550123',
      p_language: 'de',
      p_message: 'Anfrage über Immowelt zur Wohnung 2.1.2',
      p_units: ['2.1.2'],
    };
    const merged = await call<{ ok: boolean; outcome: string; lead: Lead }>(anna, 'desk_lead_merge', merge);
    expect(merged).toMatchObject({
      ok: true,
      outcome: 'merged',
      lead: { id: created.lead.id, phone: '0176 5550123', units: [{ we_nr: '2.1.2', kind: 'interest' }] },
    });
    expect(merged.lead.events[0]).toMatchObject({ kind: 'unit_linked', we_nr: '2.1.2' });
    expect(merged.lead.events[1]).toMatchObject({
      kind: 'merged',
      source: 'portal_immowelt',
      by: 'Anna',
      detail: 'Mia Klein · mia.klein@example.com · 0176 5550123\nAnfrage über Immowelt zur Wohnung 2.1.2',
    });

    const again = await call<{ repeated: boolean; lead: Lead }>(anna, 'desk_lead_merge', merge);
    expect(again).toMatchObject({ repeated: true, outcome: 'merged' });
    expect(again.lead.events.filter((e) => e.kind === 'merged')).toHaveLength(1);

    // A merge on a version a colleague moved on saves nothing.
    const stale = await call<{ ok: boolean; reason: string }>(anna, 'desk_lead_merge', {
      ...merge,
      p_key: randomUUID(),
    });
    expect(stale).toMatchObject({ ok: false, reason: 'conflict' });
    const count = await owner<{ count: number }>(
      'select count(*)::int as count from public.contact_submissions',
    );
    expect(count[0]?.count).toBe(1);
  });
});

describe('flats linked to a lead', () => {
  it('reserving a flat for a lead sets its hold with the lead named; a taken flat is refused', async () => {
    const { anna } = await team();
    const { lead } = await call<{ lead: Lead }>(anna, 'desk_lead_create', walkIn({ p_units: [] }));
    const reserved = await call<{ ok: boolean; lead: Lead }>(anna, 'desk_lead_link_unit', {
      p_id: lead.id,
      p_expected_version: lead.version,
      p_we_nr: '3.0.2',
      p_kind: 'reservation',
    });
    expect(reserved).toMatchObject({ ok: true, lead: { units: [{ we_nr: '3.0.2', kind: 'reservation' }] } });
    expect(reserved.lead.events[0]).toMatchObject({
      kind: 'unit_linked',
      we_nr: '3.0.2',
      link_kind: 'reservation',
    });

    const units = await call<{ we_nr: string; status: string; hold_until: string; hold_for: unknown }[]>(
      anna,
      'desk_units',
      { p_project_id: 'grabbeallee-68' },
    );
    const flat = units.find((unit) => unit.we_nr === '3.0.2');
    expect(flat).toMatchObject({ status: 'Vormerkung', hold_for: { id: lead.id, name: 'Jonas Weber' } });
    expect(Date.parse(flat?.hold_until ?? '')).toBeGreaterThan(Date.now());

    // Another lead cannot reserve it; nothing of that call is saved, not even the version move.
    const { lead: other } = await call<{ lead: Lead }>(
      anna,
      'desk_lead_create',
      walkIn({ p_phone: '0151 2223334', p_name: 'Eva Roth', p_units: [] }),
    );
    const refused = await call<{
      ok: boolean;
      reason: string;
      lead: Lead;
      unit: { hold_for: { id: string } };
    }>(anna, 'desk_lead_link_unit', {
      p_id: other.id,
      p_expected_version: other.version,
      p_we_nr: '3.0.2',
      p_kind: 'reservation',
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'unit_unavailable',
      lead: { version: other.version, units: [] },
      unit: { status: 'Vormerkung', hold_for: { id: lead.id } },
    });

    // The hold ends with a status change: the lead is no longer named.
    const sold = await call<{ ok: boolean; unit: { hold_for: unknown } }>(anna, 'desk_set_unit_status', {
      p_project_id: 'grabbeallee-68',
      p_we_nr: '3.0.2',
      p_unit_number: units.findIndex((unit) => unit.we_nr === '3.0.2') + 1,
      p_expected_version: (units.find((unit) => unit.we_nr === '3.0.2') as unknown as { version: number })
        .version,
      p_status: 'Reserved',
    });
    expect(sold).toMatchObject({ ok: true, unit: { status: 'Reserved', hold_for: null } });
  });
});

describe('staff only', () => {
  it('refuses signed-in non-staff and visitors every function and the new tables', async () => {
    const { outsider, anna } = await team();
    const { lead } = await call<{ lead: Lead }>(anna, 'desk_lead_create', walkIn());
    for (const client of [outsider, t.anon]) {
      const create = await client.rpc('desk_lead_create', walkIn());
      expect(create.error?.code).toMatch(/^(42501|PGRST202)$/);
      const merge = await client.rpc('desk_lead_merge', {
        ...walkIn(),
        p_id: lead.id,
        p_expected_version: lead.version,
      });
      expect(merge.error?.code).toMatch(/^(42501|PGRST202)$/);
      const link = await client.rpc('desk_lead_link_unit', {
        p_id: lead.id,
        p_expected_version: lead.version,
        p_we_nr: '1.0.1',
        p_kind: 'reservation',
      });
      expect(link.error?.code).toMatch(/^(42501|PGRST202)$/);
      for (const table of ['contact_lead_units', 'desk_lead_intakes']) {
        const read = await client.from(table).select('*');
        expect(read.data ?? []).toEqual([]);
      }
    }
    // Staff read them.
    expect((await anna.from('contact_lead_units').select('we_nr')).data).toEqual([{ we_nr: '1.0.1' }]);
    const leads = await owner<{ count: number }>(
      'select count(*)::int as count from public.contact_submissions',
    );
    expect(leads[0]?.count).toBe(1);
  });
});
