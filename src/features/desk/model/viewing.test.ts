import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import {
  berlinWallTime,
  conflictsElsewhere,
  dayVisits,
  markable,
  markAlreadyStored,
  nextMarkRecord,
  parseSlotForm,
  parseSlotTimes,
  partiesToTell,
  placesBooked,
  placesLeft,
  shownStatus,
  slotTimesInput,
  telHref,
  viewingEntryDay,
  viewingMarkRecordSchema,
  viewingSlotSchema,
  type SlotFormInput,
  type ViewingBooking,
  type ViewingSlot,
} from './viewing';

const booking = (status: ViewingBooking['status'], id = crypto.randomUUID()): ViewingBooking => ({
  id,
  created_at: '2026-12-01T09:00:00.000+00:00',
  name: 'Berta Bucher',
  email: 'berta@example.com',
  phone: '+49 30 5550 123',
  locale: 'de',
  we_nrs: ['2.3.1'],
  status,
  lead_id: null,
  version: 3,
});

const slot = (bookings: ViewingBooking[], starts = '2026-12-03T13:00:00+00:00'): ViewingSlot => ({
  id: crypto.randomUUID(),
  project_id: 'grabbeallee-68',
  we_nr: null,
  starts_at: starts,
  ends_at: '2026-12-03T15:00:00+00:00',
  kind: 'open',
  capacity: 10,
  meeting_point: 'site_gate',
  agent_id: null,
  agent_name: 'Vera Viewing',
  cancelled_at: null,
  version: 2,
  bookings,
});

describe('Berlin wall times', () => {
  it('reads the Berlin wall time of an instant', () => {
    expect(berlinWallTime(new Date('2026-07-03T12:00:00Z'))).toBe('14:00');
  });

  it('reads the day of a viewing entry the server wrote', () => {
    expect(viewingEntryDay('2026-12-03 14:00')).toBe('2026-12-03');
    expect(viewingEntryDay('soon')).toBeNull();
  });
});

describe('the planner form', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const form: SlotFormInput = {
    day: '2026-12-03',
    start: '14:00',
    end: '16:00',
    kind: 'open',
    capacity: '10',
    weNr: '',
    meetingPoint: 'sales_container',
    agentId: '',
  };

  it('makes a draft in Berlin time, for the project, without an agent', () => {
    const parsed = parseSlotForm(form, now);
    expect(parsed).toEqual({
      ok: true,
      draft: {
        startsAt: new Date('2026-12-03T13:00:00Z'),
        endsAt: new Date('2026-12-03T15:00:00Z'),
        kind: 'open',
        capacity: 10,
        weNr: null,
        meetingPoint: 'sales_container',
        agentId: null,
      },
    });
  });

  it('takes one party for a single appointment, whatever the capacity field says', () => {
    const parsed = parseSlotForm({ ...form, kind: 'single', capacity: '', weNr: '2.3.1' }, now);
    expect(parsed.ok && parsed.draft.capacity).toBe(1);
    expect(parsed.ok && parsed.draft.weNr).toBe('2.3.1');
  });

  it.each([
    [{ capacity: '1' }, 'capacity'],
    [{ capacity: '101' }, 'capacity'],
    [{ capacity: 'ten' }, 'capacity'],
    [{ day: '' }, 'day'],
    [{ start: '' }, 'start'],
    [{ end: '25:00' }, 'end'],
    [{ day: '2026-11-30' }, 'past'],
    [{ end: '13:00' }, 'order'],
    [{ start: '06:00', end: '18:30' }, 'too_long'],
  ] as const)('refuses %o as %s', (change, problem) => {
    expect(parseSlotForm({ ...form, ...change }, now)).toEqual({ ok: false, problem });
  });

  it('starts the move form at the slot’s own Berlin times', () => {
    expect(slotTimesInput(slot([]))).toEqual({ day: '2026-12-03', start: '14:00', end: '16:00' });
    expect(parseSlotTimes(slotTimesInput(slot([])), now).ok).toBe(true);
  });
});

describe('places and the day', () => {
  it('counts every party but the cancelled ones, and tells only those still booked', () => {
    const s = slot([booking('booked'), booking('attended'), booking('no_show'), booking('cancelled')]);
    expect(placesBooked(s)).toBe(3);
    expect(placesLeft(s)).toBe(7);
    expect(partiesToTell(s)).toBe(1);
  });

  it('lists the day in order, without cancelled slots or parties', () => {
    const late = slot([booking('booked')], '2026-12-03T15:00:00+00:00');
    const early = slot([booking('cancelled'), booking('booked')], '2026-12-03T08:00:00+00:00');
    const gone = { ...slot([booking('booked')]), cancelled_at: '2026-12-02T08:00:00+00:00' };
    const day = dayVisits([late, gone, early]);
    expect(day.map((s) => s.id)).toEqual([early.id, late.id]);
    expect(day[0]!.bookings.map((b) => b.status)).toEqual(['booked']);
  });

  it('keeps a party with a mark on the device in view, even when it or its slot was cancelled meanwhile', () => {
    const dropped = booking('cancelled');
    const kept = slot([booking('booked'), dropped]);
    const inCancelled = booking('cancelled');
    const gone = { ...slot([booking('cancelled'), inCancelled]), cancelled_at: '2026-12-02T08:00:00+00:00' };
    const day = dayVisits([kept, gone], new Set([dropped.id, inCancelled.id]));
    expect(day.map((s) => s.bookings.map((b) => b.id))).toEqual([
      [kept.bookings[0]!.id, dropped.id],
      [inCancelled.id],
    ]);
    expect(dayVisits([gone], new Set())).toEqual([]);
  });

  it('resolves a refused mark by itself only when the server holds that very outcome', () => {
    const party = booking('attended');
    const record = nextMarkRecord(
      { ...party, status: 'booked' },
      crypto.randomUUID(),
      'attended',
      undefined,
      1,
    )!;
    expect(markAlreadyStored(slot([party]), record)).toBe(true);
    expect(markAlreadyStored(slot([{ ...party, status: 'no_show' }]), record)).toBe(false);
    expect(markAlreadyStored(slot([booking('attended')]), record)).toBe(false);
    expect(markable(party)).toBe(true);
    expect(markable(booking('cancelled'))).toBe(false);
  });

  it('reads the server’s slot and refuses an unknown status', () => {
    expect(v.is(viewingSlotSchema, slot([booking('attended')]))).toBe(true);
    expect(v.is(viewingSlotSchema, slot([{ ...booking('booked'), status: 'spam' as 'booked' }]))).toBe(false);
  });

  it('dials the digits of a phone number', () => {
    expect(telHref('+49 (30) 5550-123')).toBe('tel:+49305550123');
    expect(telHref('030 5550 123')).toBe('tel:0305550123');
  });
});

describe('marks queued on the device', () => {
  const b = booking('booked');
  const slotId = crypto.randomUUID();

  it('keeps the version the agent saw and shows the mark over the server’s status', () => {
    const first = nextMarkRecord(b, slotId, 'attended', undefined, 1000)!;
    expect(first).toEqual({
      key: b.id,
      queuedAt: 1000,
      slotId,
      expectedVersion: 3,
      status: 'attended',
      state: 'waiting',
    });
    expect(v.is(viewingMarkRecordSchema, first)).toBe(true);
    expect(shownStatus(b, first)).toBe('attended');
    // Changed the mind before it was sent: still the version the server has.
    const second = nextMarkRecord(b, slotId, 'no_show', first, 2000)!;
    expect(second).toMatchObject({ expectedVersion: 3, status: 'no_show', queuedAt: 1000 });
  });

  it('sends nothing for an undo back to what the server has', () => {
    const first = nextMarkRecord(b, slotId, 'attended', undefined, 1000)!;
    expect(nextMarkRecord(b, slotId, 'booked', first, 2000)).toBeNull();
  });

  it('marks again on the fresh version after a conflict, and a conflict shows the server’s status', () => {
    const conflict = {
      ...nextMarkRecord(b, slotId, 'attended', undefined, 1000)!,
      expectedVersion: 2,
      state: 'conflict' as const,
    };
    expect(shownStatus(b, conflict)).toBe('booked');
    expect(nextMarkRecord(b, slotId, 'attended', conflict, 3000)).toMatchObject({
      expectedVersion: 3,
      state: 'waiting',
    });
  });
});

describe('conflicts of other days', () => {
  const slotId = crypto.randomUUID();
  const record = (state: 'waiting' | 'conflict', day?: string) => ({
    ...nextMarkRecord(booking('booked'), slotId, 'attended', undefined, 1000)!,
    state,
    ...(day && { day }),
  });

  it('counts the conflicts the day shown does not hold, by their day, an unknown day last', () => {
    const here = record('conflict', '2026-12-01');
    const records = [
      here,
      record('conflict', '2026-12-03'),
      record('conflict'),
      record('conflict', '2026-12-02'),
      record('conflict', '2026-12-03'),
      record('waiting', '2026-12-04'),
    ];
    expect(conflictsElsewhere(records, new Set([here.key]))).toEqual([
      { day: '2026-12-02', count: 1 },
      { day: '2026-12-03', count: 2 },
      { day: undefined, count: 1 },
    ]);
    expect(records.every((stored) => v.is(viewingMarkRecordSchema, stored))).toBe(true);
  });

  it('reads a conflict stored before its day was kept, and refuses a day that is not one', () => {
    expect(v.is(viewingMarkRecordSchema, record('conflict'))).toBe(true);
    expect(v.is(viewingMarkRecordSchema, record('conflict', '3 Dec'))).toBe(false);
  });
});
