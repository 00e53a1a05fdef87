// @vitest-environment node
/**
 * The viewings' mails as the buyer and the staff receive them (migration 20261130170000_viewing_mail_delivery.sql,
 * send-contact-email/viewing-mail.ts and viewing-day-mail.ts, through the local provider into the mailbox): the
 * confirmation with its invitation, read back by ical.js (METHOD, UID, SEQUENCE, DTSTART in Europe/Berlin), the
 * change with SEQUENCE + 1, the cancellation as METHOD:CANCEL, the reminder once 24 hours before, a provider outage
 * retried and then failed; and the staff's day mail listing the day's parties, not sent on a day without any.
 */
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';

import { VIEWING_DATA_RETENTION } from '../../src/content/viewing-data-retention.ts';
import { publishDemoViewingSlots } from '../../supabase/local/demo-slots.ts';
import { signedInClient, useTestBackend } from './helpers/test-backend.ts';
import { bookSlot, publishSlot } from './helpers/viewing-bookings.ts';

const t = useTestBackend();

interface Attachment {
  filename: string;
  content: string;
  content_type: string;
}
interface Mail {
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  attachments: Attachment[] | null;
}

const mailbox = async (kind: string) =>
  (
    await t.backend.db.query<Mail>(
      `select kind, to_address, reply_to, subject, text_body, attachments from local_backend.mailbox
        where kind = $1 order by id`,
      [kind],
      null,
    )
  ).rows;

const queued = async (bookingId: string) =>
  (
    await t.backend.db.query<{ kind: string; send_status: string; attempts: number; error: string | null }>(
      `select kind, send_status, attempts, error from public.viewing_mails where booking_id = $1::uuid
        order by created_at, kind`,
      [bookingId],
      null,
    )
  ).rows;

async function tokenOf(bookingId: string): Promise<string> {
  const { rows } = await t.backend.db.query<{ token: string }>(
    `select data ->> 'token' as token from public.viewing_mails where booking_id = $1::uuid limit 1`,
    [bookingId],
    null,
  );
  return rows[0]!.token;
}

/** The mail's one attachment, parsed back by ical.js. */
function invitationOf(mail: Mail) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments!;
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file!.content, 'base64').toString('utf8')));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const component = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(component);
  return {
    file: file!,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: component.getFirstPropertyValue('status'),
    start: event.startDate,
    end: event.endDate,
    attendee: event.attendees[0]?.getFirstValue(),
  };
}

let staffCount = 0;
async function staffMember(
  displayName: string,
  role: 'agent' | 'admin' = 'admin',
  locale: 'en' | 'de' = 'de',
): Promise<{ id: string; email: string; client: Awaited<ReturnType<typeof signedInClient>> }> {
  const who = { email: `staff${++staffCount}.${role}@example.com`, password: 'viewing-mail-password-1' };
  const user = await t.hooks.createUser({ ...who, staff: true, displayName, role });
  await t.backend.db.query(
    'update public.staff_members set locale = $2 where user_id = $1::uuid',
    [user.id, locale],
    null,
  );
  return { id: user.id, email: who.email, client: await signedInClient(t, who) };
}

/** The sweep's viewing part at a moment, as the local timer runs it. */
const sweepAt = (iso: string | Date) => t.backend.viewingMails(new Date(iso));

beforeEach(async () => {
  await t.backend.db.query(
    `update public.contact_limits set max_count = 1000
      where scope in ('challenge_per_ip', 'viewing_booking_per_ip', 'viewing_booking_per_email')`,
    [],
    null,
  );
});

describe("the buyer's viewing mails", () => {
  it('a booking is confirmed in its language with the invitation (REQUEST, SEQUENCE 0, Berlin time) and the personal link', async () => {
    const agent = await staffMember('Vera Viewing');
    // 14:00 in Berlin the day before the change to summer time (CET, UTC+1).
    const slot = await publishSlot(agent.client, {
      startsAt: '2027-03-27T13:00:00Z',
      endsAt: '2027-03-27T13:30:00Z',
      kind: 'single',
      agentId: agent.id,
      meetingPoint: 'show_flat',
      weNr: '1.2.1',
    });
    const booking = await bookSlot(t, slot.id, { email: 'berta@example.com', weNrs: ['2.3.1'] });
    expect((await sweepAt(new Date())).buyers).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect((await sweepAt(new Date())).buyers).toEqual({ claimed: 0, sent: 0, failed: 0 });

    const [mail] = await mailbox('viewing');
    expect(mail).toMatchObject({ to_address: 'berta@example.com', reply_to: 'sales@grabbeallee-68.local' });
    expect(mail!.subject).toBe('Ihre Besichtigung am Samstag, 27. März 2027 um 14:00 Uhr – Grabbeallee 68');
    expect(mail!.text_body).toContain('Guten Tag Berta Bucher,');
    expect(mail!.text_body).toContain('Wann: Samstag, 27. März 2027, 14:00 bis 14:30 Uhr (Berliner Zeit)');
    expect(mail!.text_body).toContain('Treffpunkt: Musterwohnung, Grabbeallee 68, 13156 Berlin-Pankow');
    expect(mail!.text_body).toContain('Wohnungen: 1.2.1, 2.3.1');
    expect(mail!.text_body).toContain('Ihre Ansprechperson vor Ort: Vera Viewing');
    const token = await tokenOf(booking);
    expect(mail!.text_body).toContain(
      `http://localhost:4173/de/viewings/manage?id=${booking}&token=${token}`,
    );

    const invite = invitationOf(mail!);
    expect(invite.file.filename).toBe('invite.ics');
    expect(invite.file.content_type).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invite.method).toBe('REQUEST');
    expect(invite.uid).toBe(`viewing-${booking}@grabbeallee68.de`);
    expect(invite.sequence).toBe(0);
    expect(invite.status).toBe('CONFIRMED');
    expect(invite.start.zone?.tzid).toBe('Europe/Berlin');
    expect(invite.start.toString()).toBe('2027-03-27T14:00:00');
    expect(invite.start.toJSDate().toISOString()).toBe(slot.starts_at.replace('+00:00', '.000Z'));
    expect(invite.attendee).toBe('mailto:berta@example.com');
  });

  it('a slot moved across the change to summer time sends "changed" with SEQUENCE + 1 and the same UID; a cancellation by the link sends METHOD:CANCEL', async () => {
    const agent = await staffMember('Vera Viewing');
    const slot = await publishSlot(agent.client, {
      startsAt: '2027-03-27T13:00:00Z',
      endsAt: '2027-03-27T15:00:00Z',
      capacity: 5,
    });
    const booking = await bookSlot(t, slot.id, {
      email: 'emil@example.com',
      locale: 'en',
      name: 'Emil Early',
    });
    await sweepAt(new Date());
    // The next day, 14:00 in Berlin is summer time (CEST, UTC+2).
    const moved = await agent.client.rpc('desk_viewing_slot_move', {
      p_id: slot.id,
      p_expected_version: slot.version,
      p_starts_at: '2027-03-28T12:00:00Z',
      p_ends_at: '2027-03-28T14:00:00Z',
    });
    expect((moved.data as { ok: boolean }).ok).toBe(true);
    expect((await sweepAt(new Date())).buyers).toMatchObject({ sent: 1 });
    const [, changed] = await mailbox('viewing');
    expect(changed!.subject).toBe(
      'New time for your viewing: Sunday, 28 March 2027 at 14:00 – Grabbeallee 68',
    );
    expect(changed!.text_body).toContain(
      'When: Sunday, 28 March 2027, open viewing: come any time between 14:00 and 16:00 (Berlin time)',
    );
    expect(changed!.text_body).toContain('Meeting point: site gate, Grabbeallee 68, 13156 Berlin-Pankow');
    expect(changed!.text_body).toContain(`http://localhost:4173/viewings/manage?id=${booking}&token=`);
    const update = invitationOf(changed!);
    expect([update.method, update.uid, update.sequence]).toEqual([
      'REQUEST',
      `viewing-${booking}@grabbeallee68.de`,
      1,
    ]);
    expect(update.start.toString()).toBe('2027-03-28T14:00:00');
    expect(update.start.toJSDate().toISOString()).toBe('2027-03-28T12:00:00.000Z');
    expect(update.end.toJSDate().toISOString()).toBe('2027-03-28T14:00:00.000Z');

    const cancelled = await t.anon.rpc('viewing_booking_cancel', {
      p_id: booking,
      p_token: await tokenOf(booking),
    });
    expect((cancelled.data as { status: string }).status).toBe('cancelled');
    await sweepAt(new Date());
    const [, , cancellation] = await mailbox('viewing');
    expect(cancellation!.subject).toBe(
      'Cancelled: your viewing on Sunday, 28 March 2027 at 14:00 – Grabbeallee 68',
    );
    expect(cancellation!.text_body).not.toContain('/viewings/manage');
    const cancel = invitationOf(cancellation!);
    expect(cancel.file.filename).toBe('cancellation.ics');
    expect([cancel.method, cancel.uid, cancel.sequence, cancel.status]).toEqual([
      'CANCEL',
      `viewing-${booking}@grabbeallee68.de`,
      2,
      'CANCELLED',
    ]);
  });

  it('the reminder is sent once, 24 hours before, with the current invitation', async () => {
    const agent = await staffMember('Vera Viewing');
    const slot = await publishSlot(agent.client, {
      startsAt: '2027-01-15T09:00:00Z',
      endsAt: '2027-01-15T09:30:00Z',
      kind: 'single',
    });
    const booking = await bookSlot(t, slot.id, { email: 'rita@example.com' });
    await sweepAt(new Date());
    expect(await sweepAt('2027-01-14T08:30:00Z')).toMatchObject({ reminders: 0 });
    expect(await sweepAt('2027-01-14T09:05:00Z')).toMatchObject({
      reminders: 1,
      buyers: { claimed: 1, sent: 1, failed: 0 },
    });
    expect(await sweepAt('2027-01-14T20:00:00Z')).toMatchObject({ reminders: 0, buyers: { claimed: 0 } });
    expect(await sweepAt('2027-01-15T08:50:00Z')).toMatchObject({ reminders: 0, buyers: { claimed: 0 } });
    const mails = await mailbox('viewing');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Ihre Besichtigung am Freitag, 15. Januar 2027 um 10:00 Uhr – Grabbeallee 68',
      'Erinnerung: Ihre Besichtigung am Freitag, 15. Januar 2027 um 10:00 Uhr – Grabbeallee 68',
    ]);
    const reminder = invitationOf(mails[1]!);
    expect([reminder.method, reminder.uid, reminder.sequence]).toEqual([
      'REQUEST',
      `viewing-${booking}@grabbeallee68.de`,
      0,
    ]);
  });

  it('a provider outage is retried with backoff, failed after ten attempts, then retried hourly and sent once', async () => {
    const agent = await staffMember('Vera Viewing');
    const slot = await publishSlot(agent.client, {
      startsAt: '2027-02-01T09:00:00Z',
      endsAt: '2027-02-01T10:00:00Z',
    });
    const booking = await bookSlot(t, slot.id, { email: 'outage@example.com' });
    t.backend.mailProvider.down = true;
    let now = Date.now();
    expect((await sweepAt(new Date(now))).buyers).toEqual({ claimed: 1, sent: 0, failed: 1 });
    // Leased and backed off: the same moment claims nothing.
    expect((await sweepAt(new Date(now))).buyers).toMatchObject({ claimed: 0 });
    expect(await queued(booking)).toMatchObject([{ kind: 'confirm', send_status: 'pending', attempts: 1 }]);
    for (let attempt = 2; attempt <= 10; attempt++) {
      now += 11 * 60_000;
      expect((await sweepAt(new Date(now))).buyers).toEqual({ claimed: 1, sent: 0, failed: 1 });
    }
    const [failed] = await queued(booking);
    expect(failed).toMatchObject({ send_status: 'failed', attempts: 10 });
    expect(failed!.error).toContain('503');
    t.backend.mailProvider.down = false;
    expect((await sweepAt(new Date(now + 11 * 60_000))).buyers).toMatchObject({ claimed: 0 });
    expect((await sweepAt(new Date(now + 61 * 60_000))).buyers).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await queued(booking)).toMatchObject([{ send_status: 'sent', attempts: 11 }]);
    expect(await mailbox('viewing')).toHaveLength(1);
  });

  it('a mail held up by an outage is not sent once a newer mail of the booking replaces it', async () => {
    const agent = await staffMember('Vera Viewing');
    const slot = await publishSlot(agent.client, {
      startsAt: '2027-02-03T09:00:00Z',
      endsAt: '2027-02-03T10:00:00Z',
    });
    const booking = await bookSlot(t, slot.id, { email: 'quick@example.com' });
    t.backend.mailProvider.down = true;
    expect((await sweepAt(new Date())).buyers).toMatchObject({ failed: 1 });
    t.backend.mailProvider.down = false;
    await t.anon.rpc('viewing_booking_cancel', { p_id: booking, p_token: await tokenOf(booking) });
    expect((await sweepAt(new Date(Date.now() + 60 * 60_000))).buyers).toEqual({
      claimed: 1,
      sent: 1,
      failed: 0,
    });
    expect(await queued(booking)).toMatchObject([
      { kind: 'confirm', send_status: 'failed', error: 'not sent: a newer mail of the booking replaces it' },
      { kind: 'cancelled', send_status: 'sent' },
    ]);
    expect((await mailbox('viewing')).map((mail) => invitationOf(mail).method)).toEqual(['CANCEL']);
  });

  it('a mail still unsent when its viewing begins is failed, not sent late', async () => {
    const agent = await staffMember('Vera Viewing');
    const slot = await publishSlot(agent.client, {
      startsAt: '2027-02-02T09:00:00Z',
      endsAt: '2027-02-02T10:00:00Z',
    });
    const booking = await bookSlot(t, slot.id, { email: 'late@example.com' });
    t.backend.mailProvider.down = true;
    expect((await sweepAt(new Date())).buyers).toMatchObject({ failed: 1 });
    t.backend.mailProvider.down = false;
    expect((await sweepAt('2027-02-02T09:01:00Z')).buyers).toMatchObject({ claimed: 0 });
    expect(await queued(booking)).toMatchObject([
      { kind: 'confirm', send_status: 'failed', error: 'not sent: the viewing began before it could be' },
    ]);
    expect(await mailbox('viewing')).toEqual([]);
  });
});

describe("the staff's day mail", () => {
  it("lists the day's slots and parties for every admin and the day's agents, once, in their language; none on a day without a party", async () => {
    const admin = await staffMember('Ada Admin', 'admin', 'de');
    const alma = await staffMember('Alma Agent', 'agent', 'en');
    const bert = await staffMember('Bert Busy', 'agent', 'en');
    // Wednesday 10 February 2027 in Berlin (CET): 09:00 and 14:00.
    const single = await publishSlot(admin.client, {
      startsAt: '2027-02-10T08:00:00Z',
      endsAt: '2027-02-10T08:30:00Z',
      kind: 'single',
      weNr: '1.2.1',
      meetingPoint: 'show_flat',
      agentId: alma.id,
    });
    const open = await publishSlot(admin.client, {
      startsAt: '2027-02-10T13:00:00Z',
      endsAt: '2027-02-10T15:00:00Z',
      capacity: 5,
      meetingPoint: 'sales_container',
    });
    const nextDay = await publishSlot(admin.client, {
      startsAt: '2027-02-11T13:00:00Z',
      endsAt: '2027-02-11T14:00:00Z',
      agentId: bert.id,
    });
    // A day with a slot but nobody booked.
    await publishSlot(admin.client, {
      startsAt: '2027-02-13T13:00:00Z',
      endsAt: '2027-02-13T14:00:00Z',
      agentId: alma.id,
    });
    const anna = await bookSlot(t, single.id, {
      name: 'Anna Ansicht',
      phone: '+49 170 1234567',
      email: 'anna@example.com',
    });
    await bookSlot(t, open.id, {
      name: 'Bodo Besuch',
      phone: '030 9876543',
      email: 'bodo@example.com',
      weNrs: [],
    });
    const gone = await bookSlot(t, open.id, { name: 'Carla Cancel', email: 'carla@example.com' });
    await t.anon.rpc('viewing_booking_cancel', { p_id: gone, p_token: await tokenOf(gone) });
    await bookSlot(t, nextDay.id, { name: 'Dora Danach', email: 'dora@example.com' });

    expect(await sweepAt('2027-02-10T05:30:00Z')).toMatchObject({ dayMails: 0 });
    const staffMails = (
      await t.backend.db.query<{ n: number }>(
        `select count(*)::integer as n from public.staff_members m
        where m.role = 'admin' or m.user_id = $1::uuid`,
        [alma.id],
        null,
      )
    ).rows[0]!.n;
    const morning = await sweepAt('2027-02-10T06:30:00Z');
    expect(morning).toMatchObject({ dayMails: staffMails, staff: { sent: staffMails, failed: 0 } });
    expect(await sweepAt('2027-02-10T09:00:00Z')).toMatchObject({ dayMails: 0, staff: { claimed: 0 } });

    const mails = await mailbox('staff');
    const to = (who: { email: string }) => mails.filter((mail) => mail.to_address === who.email);
    expect(to(bert)).toEqual([]);
    const [forAlma] = to(alma);
    expect(forAlma!.subject).toBe(
      'Viewings today, Wednesday, 10 February 2027: 2 parties – Grabbeallee 68 sales desk',
    );
    expect(forAlma!.text_body).toContain(
      [
        '09:00–09:30 · single appointment · meeting point: show flat · apartment 1.2.1 · agent: Alma Agent',
        '- Anna Ansicht · +49 170 1234567 · apartments 1.2.1, 2.3.1 · booked',
        '',
        '14:00–16:00 · open viewing for up to 5 parties · meeting point: sales container · whole project · no agent assigned',
        '- Bodo Besuch · 030 9876543 · no apartment named · booked',
      ].join('\n'),
    );
    expect(forAlma!.text_body).not.toContain('Carla');
    expect(forAlma!.text_body).not.toContain('Dora');
    expect(forAlma!.text_body).toContain('http://localhost:4173/desk');
    const [forAdmin] = to(admin);
    expect(forAdmin!.subject).toBe(
      'Besichtigungen heute, Mittwoch, 10. Februar 2027: 2 Parteien – Vertriebsbereich Grabbeallee 68',
    );
    expect(forAdmin!.text_body).toContain(
      '09:00–09:30 · Einzeltermin · Treffpunkt: Musterwohnung · Wohnung 1.2.1 · Betreuung: Alma Agent',
    );

    // The next day Bert leads a viewing: he gets that day's mail; a day with no party (or no slot) none.
    await sweepAt('2027-02-11T06:10:00Z');
    expect((await mailbox('staff')).filter((mail) => mail.to_address === bert.email)).toHaveLength(1);
    expect(await sweepAt('2027-02-12T06:10:00Z')).toMatchObject({ dayMails: 0 });
    expect(await sweepAt('2027-02-13T06:10:00Z')).toMatchObject({ dayMails: 0 });

    // Erasing an address takes its party out of every copy of a day mail.
    expect((await admin.client.rpc('desk_erase', { p_email: 'anna@example.com' })).error).toBeNull();
    const copies = JSON.stringify(
      (await t.backend.db.query('select booking_ids, data from public.viewing_day_mails', [], null)).rows,
    );
    expect(copies).not.toContain('Anna');
    expect(copies).not.toContain(anna);
    expect(copies).toContain('Bodo Besuch');
  });
});

describe('retention', () => {
  it('spam after 30 days, the client address after 7, a booking and its mails 24 months after its viewing, mail copies after 30 days', async () => {
    const agent = await staffMember('Vera Viewing');
    const slot = await publishSlot(agent.client, {
      startsAt: '2027-04-01T09:00:00Z',
      endsAt: '2027-04-01T10:00:00Z',
    });
    const kept = await bookSlot(t, slot.id, { email: 'kept@example.com' });
    const spam = await bookSlot(t, slot.id, { email: 'bot@example.com', honeypot: 'filled' });
    await sweepAt(new Date());
    const rows = async () =>
      (
        await t.backend.db.query<{ id: string; client_ip: string | null; mails: number }>(
          `select b.id, b.client_ip, (select count(*)::integer from public.viewing_mails m where m.booking_id = b.id) as mails
             from public.viewing_bookings b order by b.email`,
          [],
          null,
        )
      ).rows;
    expect((await rows()).map((row) => [row.id, row.client_ip !== null, row.mails])).toEqual([
      [spam, true, 0],
      [kept, true, 1],
    ]);
    const { clientIpDays, spamDays, bookingMonths, mailCopyDays } = VIEWING_DATA_RETENTION;
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect(await t.backend.retention(inDays(clientIpDays - 1))).toMatchObject({ viewing_ips_cleared: 0 });
    expect(await t.backend.retention(inDays(clientIpDays + 1))).toMatchObject({
      viewing_ips_cleared: 2,
      viewing_spam: 0,
    });
    expect(await t.backend.retention(inDays(Math.min(spamDays, mailCopyDays) - 1))).toMatchObject({
      viewing_spam: 0,
      viewing_mails: 0,
    });
    expect(await t.backend.retention(inDays(Math.max(spamDays, mailCopyDays) + 1))).toMatchObject({
      viewing_spam: 1,
      viewing_mails: 1,
    });
    expect((await rows()).map((row) => [row.id, row.client_ip, row.mails])).toEqual([[kept, null, 0]]);
    // The viewing ended on 1 April 2027 at 10:00 UTC: the booking stays the lead period, then goes with the slot.
    const afterViewing = (hours: number) => new Date(Date.UTC(2027, 3 + bookingMonths, 1, 10 + hours));
    expect(await t.backend.retention(afterViewing(-1))).toMatchObject({ viewing_bookings: 0 });
    expect(await t.backend.retention(afterViewing(1))).toMatchObject({
      viewing_bookings: 1,
      viewing_slots: 1,
    });
    expect(await rows()).toEqual([]);
  });
});

describe("npm start's demo slots", () => {
  it('a test backend has none; published while no slot lies ahead, over the next two weeks, of every kind, bookable', async () => {
    // What a buyer is offered: the project's slots and those of every flat.
    const open = async () =>
      (
        await t.backend.db.query<{
          id: string;
          starts_at: string;
          kind: string;
          we_nr: string | null;
          meeting_point: string;
        }>(
          `select o.id, o.starts_at::text, o.kind, o.we_nr, o.meeting_point from public.units u,
                  public.viewing_slots_open(u.project_id, u.we_nr, 100) o
            where u.project_id = 'grabbeallee-68' group by 1, 2, 3, 4, 5 order by 2`,
          [],
          'anon',
        )
      ).rows;
    expect(await open()).toEqual([]);
    const agent = await staffMember('Local staff');
    expect(await publishDemoViewingSlots(t.backend.db, agent.id)).toBe(6);
    expect(await publishDemoViewingSlots(t.backend.db, agent.id)).toBe(0);
    const slots = await open();
    expect(slots).toHaveLength(6);
    const inTwoWeeks = Date.now() + 14 * 86_400_000;
    expect(
      slots.every(
        (slot) => Date.parse(slot.starts_at) > Date.now() && Date.parse(slot.starts_at) < inTwoWeeks,
      ),
    ).toBe(true);
    expect(new Set(slots.map((slot) => slot.kind))).toEqual(new Set(['single', 'open']));
    expect(new Set(slots.map((slot) => slot.meeting_point))).toEqual(
      new Set(['show_flat', 'sales_container', 'site_gate']),
    );
    expect(slots.some((slot) => slot.we_nr === '1.2.1') && slots.some((slot) => slot.we_nr === null)).toBe(
      true,
    );
    await bookSlot(t, slots[0]!.id, { email: 'demo@example.com' });
    expect((await sweepAt(new Date())).buyers).toMatchObject({ sent: 1 });
    expect((await mailbox('viewing'))[0]!.text_body).toContain('Ihre Ansprechperson vor Ort: Local staff');
  });
});
