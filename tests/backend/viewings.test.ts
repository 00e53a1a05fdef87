// @vitest-environment node
/**
 * Viewings on the server (migration 20261130160000_viewings.sql): staff publish slots; a buyer's booking is
 * inserted as the outbox does (idempotent, proof of work) and never exceeds the slot's capacity, however many
 * arrive at once; the personal link shows, moves and cancels a booking until the slot ends; a moved or cancelled
 * slot tells its parties with a rising SEQUENCE; the reminder is made once, 24 hours before; the lead's log shows
 * the viewing; and who may do what.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';

import { enterRequestContext, type DbRole } from '../../supabase/local/db.ts';
import { signedInClient, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend();
/** Set by tests/postgres/run.ts: the same tests on PostgreSQL 15, where transactions really run at once. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL;

const PROJECT = 'grabbeallee-68';
const AGENT = { email: 'vera.viewing@example.com', password: 'viewing-password-1' };
const OUTSIDER = { email: 'olaf.outside@example.com', password: 'outsider-password-1' };

interface Booking {
  id: string;
  name: string;
  email: string;
  status: string;
  we_nrs: string[];
  lead_id: string | null;
  version: number;
}
interface Slot {
  id: string;
  we_nr: string | null;
  kind: string;
  capacity: number;
  starts_at: string;
  version: number;
  cancelled_at: string | null;
  agent_name: string | null;
  bookings: Booking[];
}
interface Mail {
  kind: string;
  sequence: number;
  to_email: string;
  data: { token: string; startsAt: string; status: string; weNrs: string[] };
}

async function sql<R = Record<string, unknown>>(
  query: string,
  params: (string | null)[] = [],
  role: DbRole | null = null,
): Promise<R[]> {
  return (await t.backend.db.query<R>(query, params, role)).rows;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function agent(): Promise<{ client: SupabaseClient; id: string }> {
  const user = await t.hooks.createUser({ ...AGENT, staff: true, displayName: 'Vera Viewing' });
  return { client: await signedInClient(t, AGENT), id: user.id };
}

async function publish(
  client: SupabaseClient,
  slot: {
    hours: number;
    kind?: 'single' | 'open';
    capacity?: number;
    weNr?: string | null;
    agentId?: string | null;
  },
): Promise<Slot> {
  const { data, error } = await client.rpc('desk_viewing_slot_publish', {
    p_project_id: PROJECT,
    p_we_nr: slot.weNr ?? null,
    p_starts_at: inHours(slot.hours),
    p_ends_at: inHours(slot.hours + 2),
    p_kind: slot.kind ?? 'open',
    p_capacity: slot.capacity ?? 10,
    p_meeting_point: 'site_gate',
    p_agent: slot.agentId ?? null,
  });
  expect(error).toBeNull();
  return data as Slot;
}

/** A buyer's booking as the outbox inserts it (its own id, a solved challenge); the response status. */
async function book(
  slotId: string,
  { email = 'buyer@example.com', id = crypto.randomUUID() as string, weNrs = ['2.3.1'], solved = true } = {},
): Promise<{ id: string; status: number; code: string | undefined }> {
  const row = {
    id,
    slot_id: slotId,
    name: 'Berta Bucher',
    email,
    phone: '+49 30 5550 123',
    locale: 'de',
    we_nrs: weNrs,
    consent_text_version: 'viewing-2026-11',
    honeypot: '',
    altcha_payload: solved ? await t.solvedPayload() : null,
  };
  const { error, status } = await t.anon
    .from('viewing_bookings')
    .upsert(row, { onConflict: 'id', ignoreDuplicates: true });
  return { id, status, code: error?.code };
}

const bookings = (slotId: string) =>
  sql<{ id: string; status: string; sequence: number; lead_id: string | null }>(
    `select id, status, sequence, lead_id from public.viewing_bookings where slot_id = $1::uuid order by created_at`,
    [slotId],
  );
const mailsOf = (bookingId: string) =>
  sql<Mail>(
    `select kind, sequence, to_email, data from public.viewing_mails where booking_id = $1::uuid order by created_at, kind`,
    [bookingId],
  );

async function tokenOf(bookingId: string): Promise<string> {
  const [mail] = await mailsOf(bookingId);
  return mail!.data.token;
}

async function asAnon<R>(fn: string, args: Record<string, unknown>): Promise<R> {
  const { data, error } = await t.anon.rpc(fn, args);
  expect(error).toBeNull();
  return data as R;
}

// Every booking here comes from one address and solves a challenge: the limits are tested with the contact form's.
beforeEach(async () => {
  await sql(
    `update public.contact_limits set max_count = 1000
      where scope in ('challenge_per_ip', 'viewing_booking_per_ip', 'viewing_booking_per_email')`,
  );
});

describe('viewings', () => {
  it('a booking is stored once, confirmed by mail with a token, and named in the free slots', async () => {
    const { client } = await agent();
    const slot = await publish(client, { hours: 72, capacity: 3 });
    const first = await book(slot.id, { email: 'once@example.com' });
    expect(first.status).toBe(201);
    // The outbox retries the same id: nothing more is stored or mailed.
    expect((await book(slot.id, { email: 'once@example.com', id: first.id })).status).toBe(201);
    expect(await bookings(slot.id)).toHaveLength(1);
    const mails = await mailsOf(first.id);
    expect(mails.map((mail) => [mail.kind, mail.sequence, mail.to_email])).toEqual([
      ['confirm', 0, 'once@example.com'],
    ]);
    expect(mails[0]!.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(mails[0]!.data.startsAt).toBe(slot.starts_at);

    const open = await asAnon<{ id: string; places_left: number }[]>('viewing_slots_open', {
      p_project_id: PROJECT,
    });
    expect(open.find((item) => item.id === slot.id)?.places_left).toBe(2);
  });

  it('never takes more parties than the capacity, however many book at once', async () => {
    const { client } = await agent();
    const slot = await publish(client, { hours: 96, capacity: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => book(slot.id, { email: `race${index}@example.com` })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(10);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((result) => `${result.status} ${result.code}`))).toEqual(
      new Set(['409 slot_full']),
    );
    expect(await bookings(slot.id)).toHaveLength(10);
    // A full slot is no longer offered.
    const open = await asAnon<{ id: string }[]>('viewing_slots_open', { p_project_id: PROJECT });
    expect(open.map((item) => item.id)).not.toContain(slot.id);
  });

  it.skipIf(!POSTGRES_URL)(
    'holds 50 transactions booking at once to the capacity, their commits held back until all have inserted (PostgreSQL)',
    async () => {
      const { client } = await agent();
      const slot = await publish(client, { hours: 110, capacity: 10 });
      const payloads: string[] = [];
      for (let index = 0; index < 50; index++) payloads.push(await t.solvedPayload());
      const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 50 });
      let issued = 0;
      let releaseAll: () => void = () => undefined;
      // Without the slot's lock every insert would succeed before the first commit, and all 50 be stored.
      const released = new Promise<void>((resolve) => (releaseAll = resolve));
      try {
        const outcomes = await Promise.all(
          payloads.map(async (payload, index) => {
            const db = await pool.connect();
            try {
              await db.query('begin');
              await enterRequestContext((sql, params) => db.query(sql, params), 'anon', {}, { role: 'anon' });
              const inserting = db.query(
                `insert into public.viewing_bookings (id, slot_id, name, email, phone, locale, we_nrs,
                   consent_text_version, honeypot, altcha_payload)
                 values ($1, $2, 'Rita Rennen', $3, '030 5550100', 'en', '{2.3.1}', 'viewing-2026-11', '', $4)`,
                [crypto.randomUUID(), slot.id, `parallel${index}@example.com`, payload],
              );
              if (++issued === 50) setTimeout(releaseAll, 500);
              const stored = await inserting.then(
                () => true,
                (error: { message?: string }) => {
                  expect(error.message).toContain('slot_full');
                  return false;
                },
              );
              await released;
              await db.query(stored ? 'commit' : 'rollback');
              return stored;
            } finally {
              db.release();
            }
          }),
        );
        expect(outcomes.filter(Boolean)).toHaveLength(10);
        expect(await bookings(slot.id)).toHaveLength(10);
      } finally {
        await pool.end();
      }
    },
  );

  it('a single appointment takes one party; a cancelled or past slot none', async () => {
    const { client } = await agent();
    const single = await publish(client, { hours: 30, kind: 'single', capacity: 7 });
    expect(single.capacity).toBe(1);
    expect((await book(single.id, { email: 'single1@example.com' })).status).toBe(201);
    expect(await book(single.id, { email: 'single2@example.com' })).toMatchObject({
      status: 409,
      code: 'slot_full',
    });

    const gone = await publish(client, { hours: 40 });
    const { data } = await client.rpc('desk_viewing_slot_cancel', {
      p_id: gone.id,
      p_expected_version: gone.version,
    });
    expect((data as { ok: boolean }).ok).toBe(true);
    expect(await book(gone.id, { email: 'late@example.com' })).toMatchObject({
      status: 409,
      code: 'slot_gone',
    });
    await sql(
      `update public.viewing_slots set starts_at = now() - interval '1 hour', ends_at = now() + interval '1 hour' where id = $1::uuid`,
      [single.id],
    );
    expect(await book(single.id, { email: 'past@example.com' })).toMatchObject({
      status: 409,
      code: 'slot_gone',
    });
  });

  it('spam takes no place and gets no mail; an unknown flat is refused', async () => {
    const { client } = await agent();
    const slot = await publish(client, { hours: 50, kind: 'single' });
    const spam = await book(slot.id, { email: 'bot@example.com', solved: false });
    expect(spam.status).toBe(201);
    expect(await mailsOf(spam.id)).toEqual([]);
    expect((await book(slot.id, { email: 'human@example.com' })).status).toBe(201);
    expect((await book(slot.id, { email: 'nowhere@example.com', weNrs: ['9.9.9'] })).status).toBe(409);
    const flat = await publish(client, { hours: 52, weNr: '1.2.1' });
    const own = await book(flat.id, { email: 'flat@example.com', weNrs: ['2.3.1'] });
    expect(own.status).toBe(201);
    const [stored] = await sql<{ we_nrs: string[] }>(
      `select we_nrs from public.viewing_bookings where id = $1::uuid`,
      [own.id],
    );
    expect(stored!.we_nrs).toEqual(['1.2.1', '2.3.1']);
  });

  it('the personal link shows, moves and cancels the booking; it is refused when wrong, after cancelling or after the slot', async () => {
    const { client } = await agent();
    const from = await publish(client, { hours: 60, kind: 'single' });
    const to = await publish(client, { hours: 84, capacity: 4 });
    const booking = await book(from.id, { email: 'mover@example.com' });
    const token = await tokenOf(booking.id);

    expect(await asAnon('viewing_booking_get', { p_id: booking.id, p_token: 'f'.repeat(64) })).toEqual({
      status: 'invalid',
    });
    const shown = await asAnon<{ status: string; booking: { slotId: string } }>('viewing_booking_get', {
      p_id: booking.id,
      p_token: token,
    });
    expect(shown).toMatchObject({ status: 'ok', booking: { slotId: from.id } });

    const moved = await asAnon<{ status: string; booking: { slotId: string; sequence: number } }>(
      'viewing_booking_move',
      { p_id: booking.id, p_token: token, p_slot: to.id },
    );
    expect(moved).toMatchObject({ status: 'moved', booking: { slotId: to.id, sequence: 1 } });
    // The single appointment is free again.
    expect((await book(from.id, { email: 'next@example.com' })).status).toBe(201);

    const cancelled = await asAnon<{ status: string }>('viewing_booking_cancel', {
      p_id: booking.id,
      p_token: token,
    });
    expect(cancelled.status).toBe('cancelled');
    expect((await mailsOf(booking.id)).map((mail) => [mail.kind, mail.sequence])).toEqual([
      ['confirm', 0],
      ['changed', 1],
      ['cancelled', 2],
    ]);
    expect(
      (
        await asAnon<{ status: string }>('viewing_booking_move', {
          p_id: booking.id,
          p_token: token,
          p_slot: from.id,
        })
      ).status,
    ).toBe('ended');

    const later = await book(to.id, { email: 'after@example.com' });
    const laterToken = await tokenOf(later.id);
    await sql(
      `update public.viewing_slots set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' where id = $1::uuid`,
      [to.id],
    );
    expect(await asAnon('viewing_booking_get', { p_id: later.id, p_token: laterToken })).toEqual({
      status: 'ended',
    });
    expect(
      (await asAnon<{ status: string }>('viewing_booking_cancel', { p_id: later.id, p_token: laterToken }))
        .status,
    ).toBe('ended');
  });

  it('a slot moved by staff tells each booked party with SEQUENCE + 1; a cancelled one cancels their bookings', async () => {
    const { client } = await agent();
    const slot = await publish(client, { hours: 100, capacity: 5 });
    const one = await book(slot.id, { email: 'p1@example.com' });
    const two = await book(slot.id, { email: 'p2@example.com' });
    const stale = slot.version;
    const moved = await client.rpc('desk_viewing_slot_move', {
      p_id: slot.id,
      p_expected_version: slot.version,
      p_starts_at: inHours(120),
      p_ends_at: inHours(121),
    });
    expect((moved.data as { ok: boolean }).ok).toBe(true);
    for (const id of [one.id, two.id]) {
      const mails = await mailsOf(id);
      expect(mails.map((mail) => [mail.kind, mail.sequence])).toEqual([
        ['confirm', 0],
        ['changed', 1],
      ]);
      expect(mails[1]!.data.startsAt).toBe((moved.data as { slot: Slot }).slot.starts_at);
    }
    // A colleague's older view of the slot changes nothing.
    const again = await client.rpc('desk_viewing_slot_cancel', { p_id: slot.id, p_expected_version: stale });
    expect((again.data as { ok: boolean; slot: Slot }).ok).toBe(false);
    expect((again.data as { slot: Slot }).slot.cancelled_at).toBeNull();

    const current = (moved.data as { slot: Slot }).slot;
    const cancelled = await client.rpc('desk_viewing_slot_cancel', {
      p_id: slot.id,
      p_expected_version: current.version,
    });
    expect((cancelled.data as { ok: boolean }).ok).toBe(true);
    expect((await bookings(slot.id)).map((row) => [row.status, row.sequence])).toEqual([
      ['cancelled', 2],
      ['cancelled', 2],
    ]);
    expect((await mailsOf(one.id)).at(-1)).toMatchObject({ kind: 'cancelled', sequence: 2 });
  });

  it('the reminder is made once, 24 hours before, and again for a moved time', async () => {
    const { client } = await agent();
    const slot = await publish(client, { hours: 48, kind: 'single' });
    const booking = await book(slot.id, { email: 'remind@example.com' });
    const startsAt = new Date(slot.starts_at).getTime();
    const prepare = async (at: number) =>
      (
        await sql<{ made: number }>(`select public.viewing_reminders_prepare($1::timestamptz) as made`, [
          new Date(at).toISOString(),
        ])
      )[0]!.made;
    const reminders = async () => (await mailsOf(booking.id)).filter((mail) => mail.kind === 'reminder');
    expect(await prepare(startsAt - 25 * 3_600_000)).toBe(0);
    await prepare(startsAt - 24 * 3_600_000 + 60_000);
    await prepare(startsAt - 23 * 3_600_000);
    expect((await reminders()).map((mail) => mail.sequence)).toEqual([0]);
    // Moved to three days later: one more reminder, for the new time.
    const moved = await client.rpc('desk_viewing_slot_move', {
      p_id: slot.id,
      p_expected_version: slot.version,
      p_starts_at: inHours(72),
      p_ends_at: inHours(73),
    });
    const newStart = new Date((moved.data as { slot: Slot }).slot.starts_at).getTime();
    await prepare(newStart - 23 * 3_600_000);
    await prepare(newStart - 22 * 3_600_000);
    expect((await reminders()).map((mail) => mail.sequence)).toEqual([0, 1]);
    // Too late for a reminder: a booking made less than 24 hours ahead has just had its confirmation.
    const soon = await publish(client, { hours: 10, kind: 'single' });
    const late = await book(soon.id, { email: 'soon@example.com' });
    await prepare(Date.now());
    expect((await mailsOf(late.id)).map((mail) => mail.kind)).toEqual(['confirm']);
  });

  it("a booking names the lead of its address, whose log shows the viewing and the agent's check-in", async () => {
    const { client } = await agent();
    const lead = validSubmissionRow({ email: 'lead.viewing@example.com' });
    expect((await t.anon.from('contact_submissions').insert(lead)).status).toBe(201);
    const slot = await publish(client, { hours: 26, capacity: 3 });
    const booking = await book(slot.id, { email: 'Lead.Viewing@example.com' });
    const [row] = await bookings(slot.id);
    expect(row!.lead_id).toBe(lead.id);

    const listed = await client.rpc('desk_viewing_slots', { p_from: inHours(25), p_to: inHours(27) });
    expect(listed.error).toBeNull();
    const [day] = listed.data as Slot[];
    const [party] = day!.bookings;
    expect(party).toMatchObject({ id: booking.id, name: 'Berta Bucher', status: 'booked' });
    const mark = await client.rpc('desk_viewing_booking_mark', {
      p_id: booking.id,
      p_expected_version: party!.version,
      p_status: 'attended',
    });
    expect((mark.data as { ok: boolean }).ok).toBe(true);
    // Twice from the same view (a queued tap synced twice): the second is refused.
    const twice = await client.rpc('desk_viewing_booking_mark', {
      p_id: booking.id,
      p_expected_version: party!.version,
      p_status: 'no_show',
    });
    expect((twice.data as { ok: boolean; slot: Slot }).ok).toBe(false);
    expect((twice.data as { slot: Slot }).slot.bookings[0]!.status).toBe('attended');

    const log = await sql<{ kind: string; viewing_event: string; detail: string; by_name: string | null }>(
      `select kind, viewing_event, detail, by_name from public.contact_lead_events
        where submission_id = $1::uuid and kind = 'viewing' order by id`,
      [lead.id as string],
    );
    expect(log.map((entry) => [entry.viewing_event, entry.by_name])).toEqual([
      ['booked', null],
      ['attended', 'Vera Viewing'],
    ]);
    expect(log[0]!.detail).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('erasing an address takes its bookings and their mails, and frees the places', async () => {
    const { client } = await agent();
    const slot = await publish(client, { hours: 70, kind: 'single' });
    const booking = await book(slot.id, { email: 'Erase.Me@example.com' });
    const { data, error } = await client.rpc('desk_erase', { p_email: 'erase.me@example.com' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ viewing_bookings: 1 });
    expect(await bookings(slot.id)).toEqual([]);
    expect(await mailsOf(booking.id)).toEqual([]);
    expect((await book(slot.id, { email: 'next.one@example.com' })).status).toBe(201);
  });

  it('only staff publish, list and mark; nobody reads bookings or mails directly', async () => {
    await t.hooks.createUser({ ...OUTSIDER, staff: false });
    const outsider = await signedInClient(t, OUTSIDER);
    const refusedPublish = await outsider.rpc('desk_viewing_slot_publish', {
      p_project_id: PROJECT,
      p_we_nr: null,
      p_starts_at: inHours(30),
      p_ends_at: inHours(31),
      p_kind: 'single',
      p_capacity: 1,
      p_meeting_point: 'site_gate',
      p_agent: null,
    });
    expect(refusedPublish.error?.code).toBe('42501');
    expect(
      (await outsider.rpc('desk_viewing_slots', { p_from: inHours(0), p_to: inHours(500) })).error?.code,
    ).toBe('42501');
    expect(
      (await t.anon.rpc('desk_viewing_slots', { p_from: inHours(0), p_to: inHours(500) })).error,
    ).not.toBeNull();
    for (const table of ['viewing_slots', 'viewing_mails']) {
      const read = await t.anon.from(table).select('*');
      expect(read.error ?? read.data).not.toEqual(expect.arrayContaining([expect.anything()]));
    }
    const names = await t.anon.from('viewing_bookings').select('name');
    expect(names.error).not.toBeNull();
    expect((await t.anon.rpc('viewing_reminders_prepare', {})).error).not.toBeNull();
  });
});
