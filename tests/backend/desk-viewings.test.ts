// @vitest-environment node
/**
 * The desk's side of viewings (migration 20261130190000_desk_viewings.sql): the lead's log as desk_leads()
 * answers it names each viewing entry's typed event and its booking, so the lead card words it and links to
 * its day.
 */
import { expect, it } from 'vitest';

import { signedInClient, useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

const t = useTestBackend();
const AGENT = { email: 'dora.desk@example.com', password: 'desk-viewing-password-1' };
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

interface Entry {
  kind: string;
  detail: string;
  viewing_event: string | null;
  viewing_booking_id: string | null;
}

it("desk_leads names a viewing entry's event and booking; other entries name none", async () => {
  await t.hooks.createUser({ ...AGENT, staff: true, displayName: 'Dora Desk' });
  const client = await signedInClient(t, AGENT);
  const lead = validSubmissionRow({ email: 'lead.desk@example.com' });
  expect((await t.anon.from('contact_submissions').insert(lead)).status).toBe(201);
  const published = await client.rpc('desk_viewing_slot_publish', {
    p_project_id: 'grabbeallee-68',
    p_we_nr: null,
    p_starts_at: inHours(30),
    p_ends_at: inHours(32),
    p_kind: 'open',
    p_capacity: 4,
    p_meeting_point: 'show_flat',
    p_agent: null,
  });
  expect(published.error).toBeNull();
  const slotId = (published.data as { id: string }).id;
  const bookingId = crypto.randomUUID();
  const inserted = await t.anon.from('viewing_bookings').upsert(
    {
      id: bookingId,
      slot_id: slotId,
      name: 'Lena Lead',
      email: 'lead.desk@example.com',
      phone: '+49 30 5550 999',
      locale: 'en',
      we_nrs: ['2.3.1'],
      consent_text_version: 'viewing-2026-11',
      honeypot: '',
      altcha_payload: await t.solvedPayload(),
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  expect(inserted.status).toBe(201);
  const marked = await client.rpc('desk_viewing_booking_mark', {
    p_id: bookingId,
    p_expected_version: 1,
    p_status: 'no_show',
  });
  expect((marked.data as { ok: boolean }).ok).toBe(true);
  await client.rpc('desk_lead_add_note', { p_id: lead.id, p_expected_version: 1, p_note: 'Called back' });

  const { data, error } = await client.rpc('desk_leads');
  expect(error).toBeNull();
  const events = (data as { id: string; events: Entry[] }[]).find((row) => row.id === lead.id)!.events;
  const viewings = events.filter((entry) => entry.kind === 'viewing');
  expect(viewings.map((entry) => [entry.viewing_event, entry.viewing_booking_id])).toEqual([
    ['no_show', bookingId],
    ['booked', bookingId],
  ]);
  expect(viewings[0]!.detail).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(
    events.filter((entry) => entry.kind !== 'viewing').every((entry) => entry.viewing_event === null),
  ).toBe(true);
});
