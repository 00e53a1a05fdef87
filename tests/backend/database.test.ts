// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, prepareDatabase, readMigrationFiles } from '../../supabase/local/database.ts';
import type { Db } from '../../supabase/local/db.ts';
import { PROJECT_ID, UNIT_CODES, WE_NR_BY_UNIT_NUMBER } from '../../supabase/local/unit-codes.ts';
import { TEST_DATA_DIR } from './helpers/test-backend.ts';

interface ApartmentRow {
  unit_number: number;
  we_nr: string;
  status: string;
  project_id: string;
}

describe('unit codes', () => {
  it('lists 56 units numbered 1..56 with unique building.floor.unit codes', () => {
    expect(UNIT_CODES).toHaveLength(56);
    expect(UNIT_CODES.map((unit) => unit.unitNumber)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    expect(new Set(UNIT_CODES.map((unit) => unit.weNr)).size).toBe(56);
    for (const unit of UNIT_CODES)
      expect(unit.weNr).toBe(`${unit.building}.${unit.floor}.${unit.indexOnFloor}`);
    expect(UNIT_CODES[0]?.weNr).toBe('1.0.1');
    expect(UNIT_CODES[23]?.weNr).toBe('1.5.4');
    expect(UNIT_CODES[24]?.weNr).toBe('2.0.1');
    expect(UNIT_CODES[55]?.weNr).toBe('4.3.2');
  });

  it('has ground floor to 5th floor in building 1 and 4 buildings in all', () => {
    const floors = new Set(UNIT_CODES.filter((u) => u.building === 1).map((u) => u.floor));
    expect([...floors]).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(UNIT_CODES.map((u) => u.building))).toEqual(new Set([1, 2, 3, 4]));
  });
});

describe('migrations and seed', () => {
  let db: Db;

  beforeAll(async () => {
    ({ db } = await openDatabase(TEST_DATA_DIR, null));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('records every migration file', async () => {
    const { rows } = await db.query<{ version: string }>(
      'select version from local_backend.schema_migrations order by version',
      [],
      null,
    );
    expect(rows.map((row) => row.version)).toEqual(readMigrationFiles().map((file) => file.version));
  });

  it('is idempotent: a second run applies nothing and does not seed again', async () => {
    await expect(prepareDatabase(db)).resolves.toEqual({ applied: [], seeded: false });
  });

  it('creates the API roles, service_role bypassing RLS', async () => {
    const { rows } = await db.query<{ rolname: string; rolbypassrls: boolean }>(
      `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
      [],
      null,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
  });

  it('enables row-level security on every public table', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
      [],
      null,
    );
    expect(rows).toEqual([
      { relname: 'alert_deliveries', relrowsecurity: true },
      { relname: 'alert_events', relrowsecurity: true },
      { relname: 'alert_mails', relrowsecurity: true },
      { relname: 'alert_push_services', relrowsecurity: true },
      { relname: 'alert_push_subscriptions', relrowsecurity: true },
      { relname: 'alert_pushes', relrowsecurity: true },
      { relname: 'alert_subscriptions', relrowsecurity: true },
      { relname: 'alert_unsubscribes', relrowsecurity: true },
      { relname: 'apartments', relrowsecurity: true },
      { relname: 'contact_challenge_requests', relrowsecurity: true },
      { relname: 'contact_erasures', relrowsecurity: true },
      { relname: 'contact_lead_events', relrowsecurity: true },
      { relname: 'contact_lead_units', relrowsecurity: true },
      { relname: 'contact_limits', relrowsecurity: true },
      { relname: 'contact_notify_requests', relrowsecurity: true },
      { relname: 'contact_ops_mails', relrowsecurity: true },
      { relname: 'contact_settings', relrowsecurity: true },
      { relname: 'contact_submissions', relrowsecurity: true },
      { relname: 'desk_follow_up_mails', relrowsecurity: true },
      { relname: 'desk_lead_intakes', relrowsecurity: true },
      { relname: 'desk_reply_mails', relrowsecurity: true },
      { relname: 'desk_settings', relrowsecurity: true },
      { relname: 'staff_former', relrowsecurity: true },
      { relname: 'staff_members', relrowsecurity: true },
      { relname: 'unit_facts', relrowsecurity: true },
      { relname: 'unit_status_audit', relrowsecurity: true },
      { relname: 'units', relrowsecurity: true },
      { relname: 'viewing_bookings', relrowsecurity: true },
      { relname: 'viewing_day_mails', relrowsecurity: true },
      { relname: 'viewing_mails', relrowsecurity: true },
      { relname: 'viewing_slots', relrowsecurity: true },
    ]);
  });

  it('grants anon only SELECT on apartments and units and INSERT (plus the id for ON CONFLICT) on contact_submissions, alert_subscriptions and viewing_bookings', async () => {
    const { rows } = await db.query<{ table_name: string; privilege_type: string }>(
      `select table_name, privilege_type from information_schema.table_privileges
        where grantee = 'anon' and table_schema = 'public' order by table_name, privilege_type`,
      [],
      null,
    );
    expect(rows).toEqual([
      { table_name: 'apartments', privilege_type: 'SELECT' },
      { table_name: 'units', privilege_type: 'SELECT' },
    ]);
    const columns = await db.query<{ privilege_type: string; column_name: string }>(
      `select privilege_type, column_name from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public' and table_name = 'contact_submissions'
        order by privilege_type, column_name`,
      [],
      null,
    );
    expect(columns.rows).toEqual([
      ...[
        'altcha_payload',
        'email',
        'fill_ms',
        'gdpr_consent',
        'honeypot',
        'id',
        'message',
        'name',
        'phone',
        'preferred_rooms',
      ].map((column_name) => ({
        privilege_type: 'INSERT',
        column_name,
      })),
      { privilege_type: 'SELECT', column_name: 'id' },
    ]);
    const alertColumns = await db.query<{ privilege_type: string; column_name: string }>(
      `select privilege_type, column_name from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public' and table_name = 'alert_subscriptions'
        order by privilege_type, column_name`,
      [],
      null,
    );
    expect(alertColumns.rows).toEqual([
      ...[
        'altcha_payload',
        'consent_text_version',
        'email',
        'frequency',
        'honeypot',
        'id',
        'locale',
        'price_changes',
        'project_id',
        'search_building',
        'search_floor',
        'search_max_price',
        'search_min_area',
        'search_rooms',
        'we_nr',
      ].map((column_name) => ({ privilege_type: 'INSERT', column_name })),
      { privilege_type: 'SELECT', column_name: 'id' },
    ]);
    const bookingColumns = await db.query<{ privilege_type: string; column_name: string }>(
      `select privilege_type, column_name from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public' and table_name = 'viewing_bookings'
        order by privilege_type, column_name`,
      [],
      null,
    );
    expect(bookingColumns.rows).toEqual([
      ...[
        'altcha_payload',
        'consent_text_version',
        'email',
        'honeypot',
        'id',
        'locale',
        'name',
        'phone',
        'slot_id',
        'we_nrs',
      ].map((column_name) => ({ privilege_type: 'INSERT', column_name })),
      { privilege_type: 'SELECT', column_name: 'id' },
    ]);
  });

  it("gives anon only is_staff(), an alert mail's two links, the confirm page's push registration and a viewing's free slots and personal link to call, and signed-in users the desk functions (which refuse non-staff)", async () => {
    const { rows } = await db.query<{ grantee: string; routine_name: string }>(
      `select grantee, routine_name from information_schema.role_routine_grants
        where grantee in ('anon', 'authenticated', 'PUBLIC') and routine_schema = 'public'
        order by grantee, routine_name`,
      [],
      null,
    );
    expect(rows).toEqual([
      ...[
        'alert_confirm',
        'alert_push_register',
        'alert_unsubscribe',
        'is_staff',
        'viewing_booking_cancel',
        'viewing_booking_get',
        'viewing_booking_move',
        'viewing_slots_open',
      ].map((routine_name) => ({
        grantee: 'anon',
        routine_name,
      })),
      ...[
        'alert_confirm',
        'alert_push_register',
        'alert_unsubscribe',
        'desk_alert_consent',
        'desk_alert_demand',
        'desk_alert_remove',
        'desk_alert_watchers',
        'desk_config',
        'desk_erase',
        'desk_lead_add_entry',
        'desk_lead_add_note',
        'desk_lead_assign',
        'desk_lead_create',
        'desk_lead_link_unit',
        'desk_lead_merge',
        'desk_lead_not_spam',
        'desk_lead_reply',
        'desk_lead_resend',
        'desk_lead_set_follow_up',
        'desk_lead_set_handled',
        'desk_lead_set_stage',
        'desk_leads',
        'desk_me',
        // The desk-staff function asks it with the caller's own token before it uses the service key.
        'desk_require_admin',
        'desk_set_unit_status',
        'desk_staff',
        'desk_team',
        'desk_team_remove',
        'desk_team_update',
        'desk_unit_history',
        'desk_unit_status_since',
        'desk_units',
        'desk_viewing_booking_mark',
        'desk_viewing_slot_cancel',
        'desk_viewing_slot_move',
        'desk_viewing_slot_publish',
        'desk_viewing_slots',
        'is_admin',
        'is_staff',
        'viewing_booking_cancel',
        'viewing_booking_get',
        'viewing_booking_move',
        'viewing_slots_open',
      ].map((routine_name) => ({ grantee: 'authenticated', routine_name })),
    ]);
  });

  it('seeds 8 Reserved, 6 Sold and 1 Vormerkung unit of grabbeallee-68, all with canonical codes', async () => {
    const { rows } = await db.query<ApartmentRow>(
      'select project_id, unit_number, we_nr, status from public.apartments order by unit_number',
      [],
      'service_role',
    );
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect([count('Reserved'), count('Sold'), count('Vormerkung'), rows.length]).toEqual([8, 6, 1, 15]);
    for (const row of rows) {
      expect(row.project_id).toBe(PROJECT_ID);
      expect(WE_NR_BY_UNIT_NUMBER.get(row.unit_number)).toBe(row.we_nr);
    }
  });

  it('keeps the seed file free of codes outside the canonical list', () => {
    const codes = [
      ...readFileSync(new URL('../../supabase/seed.sql', import.meta.url), 'utf8').matchAll(
        /'(\d\.\d\.\d)'/g,
      ),
    ].map((match) => match[1]);
    expect(codes.length).toBe(15);
    const known = new Set(UNIT_CODES.map((unit) => unit.weNr));
    for (const code of codes) expect(known.has(code as string)).toBe(true);
  });

  it('bumps updated_at when a status changes', async () => {
    const stamp = () =>
      db.query<{ updated_at: string }>(
        `select updated_at::text from public.apartments where we_nr = '1.3.4'`,
        [],
        'service_role',
      );
    const before = (await stamp()).rows[0]?.updated_at;
    await db.query(`update public.apartments set status = 'Sold' where we_nr = '1.3.4'`, [], 'service_role');
    const after = (await stamp()).rows[0]?.updated_at;
    expect(after && before && after > before).toBe(true);
    await db.query(
      `update public.apartments set status = 'Reserved' where we_nr = '1.3.4'`,
      [],
      'service_role',
    );
  });

  it('enforces one row per unit code and project', async () => {
    await expect(
      db.query(
        `insert into public.apartments (project_id, unit_number, we_nr, status) values ('grabbeallee-68', 2, '1.0.1', 'Sold')`,
        [],
        'service_role',
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

// PGlite's own folder; a PostgreSQL server (npm run test:postgres) keeps its data itself.
describe.skipIf(TEST_DATA_DIR !== ':memory:')('persistent database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-backend-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across restarts and seeds only the first time', async () => {
    const dataDir = join(dir, 'db');
    const first = await openDatabase(dataDir, null);
    // A new folder is seeded, or created from a snapshot of a seeded database (same migrations and seed).
    await first.db.query(`delete from public.apartments where we_nr = '1.0.1'`, [], 'service_role');
    await first.db.query(
      `insert into public.contact_submissions (name, email, phone, preferred_rooms, gdpr_consent) values ('Zoë', 'z@example.com', '030 123456', 'flexible', true)`,
      [],
      'service_role',
    );
    await first.db.close();

    const second = await openDatabase(dataDir, null);
    try {
      expect(await prepareDatabase(second.db)).toEqual({ applied: [], seeded: false });
      const { rows } = await second.db.query<{ apartments: number; submissions: number }>(
        `select (select count(*)::int from public.apartments) as apartments,
                (select count(*)::int from public.contact_submissions) as submissions`,
        [],
        'service_role',
      );
      expect(rows[0]).toEqual({ apartments: 14, submissions: 1 });
    } finally {
      await second.db.close();
    }
  }, 30_000);
});
