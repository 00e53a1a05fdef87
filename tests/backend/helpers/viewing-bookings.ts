/** Viewing slots published as the desk does, and bookings inserted as the buyer's outbox does. */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { TestBackend } from './test-backend.ts';

export const VIEWING_PROJECT = 'grabbeallee-68';

export interface PublishedSlot {
  id: string;
  starts_at: string;
  ends_at: string;
  version: number;
}

/** A slot from `startsAt` to `endsAt`, published by a signed-in staff client; throws what the database refused. */
export async function publishSlot(
  client: SupabaseClient,
  slot: {
    startsAt: string;
    endsAt: string;
    kind?: 'single' | 'open';
    capacity?: number;
    weNr?: string | null;
    meetingPoint?: 'show_flat' | 'sales_container' | 'site_gate';
    agentId?: string | null;
  },
): Promise<PublishedSlot> {
  const { data, error } = await client.rpc('desk_viewing_slot_publish', {
    p_project_id: VIEWING_PROJECT,
    p_we_nr: slot.weNr ?? null,
    p_starts_at: slot.startsAt,
    p_ends_at: slot.endsAt,
    p_kind: slot.kind ?? 'open',
    p_capacity: slot.capacity ?? 10,
    p_meeting_point: slot.meetingPoint ?? 'site_gate',
    p_agent: slot.agentId ?? null,
  });
  if (error) throw new Error(`publish refused: ${error.message}`);
  return data as PublishedSlot;
}

export interface BookingInput {
  id?: string;
  name?: string;
  email?: string;
  phone?: string;
  locale?: 'en' | 'de';
  weNrs?: string[];
  /** A filled hidden field: the booking is stored as spam. */
  honeypot?: string;
}

/** A booking with a solved challenge, as the outbox inserts it; the booking's id (throws when refused). */
export async function bookSlot(t: TestBackend, slotId: string, input: BookingInput = {}): Promise<string> {
  const id = input.id ?? crypto.randomUUID();
  const { error } = await t.anon.from('viewing_bookings').upsert(
    {
      id,
      slot_id: slotId,
      name: input.name ?? 'Berta Bucher',
      email: input.email ?? 'buyer@example.com',
      phone: input.phone ?? '+49 30 5550 123',
      locale: input.locale ?? 'de',
      we_nrs: input.weNrs ?? ['2.3.1'],
      consent_text_version: 'viewing-2026-11',
      honeypot: input.honeypot ?? '',
      altcha_payload: await t.solvedPayload(),
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  if (error) throw new Error(`booking refused: ${error.code} ${error.message}`);
  return id;
}
