/**
 * The staff's morning mail of the day's viewings: each slot's time, kind, meeting point, flat and agent, and each
 * party's name, phone, flats and status, in the recipient's language (staff_members.locale); built from the queued
 * row alone (viewing_day_mails_prepare made it for every admin and each agent of a slot that day) and delivered by
 * the sweep as the other queued mails are (viewing_day_mail_claim / _result). Texts through Lingui (catalog `mails`).
 *
 * Runtime-neutral (Deno and Node): valibot, @lingui/core and Intl only.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

import { ALERT_LOCALES } from '../_shared/alert-rules.ts';
import { isoDaySchema } from '../_shared/lead-pipeline.ts';
import { meetingPointSchema, viewingKindSchema } from '../_shared/viewing-place.ts';
import { localePrefix, mailI18n, say } from './alert-mail.ts';
import { deliverMailQueue, type MailQueueDeliveryOptions, type MailQueueReport } from './drain-queue.ts';
import type { ContactEmail } from './notification.ts';
import { meetingPointText, viewingTimes } from './viewing-mail.ts';

const PARTY_STATUSES = ['booked', 'attended', 'no_show'] as const;

const partySchema = v.object({
  name: v.string(),
  phone: v.string(),
  weNrs: v.array(v.string()),
  status: v.picklist(PARTY_STATUSES),
});

const daySlotSchema = v.object({
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  endsAt: v.pipe(v.string(), v.isoTimestamp()),
  kind: viewingKindSchema,
  capacity: v.pipe(v.number(), v.integer()),
  weNr: v.nullable(v.string()),
  meetingPoint: meetingPointSchema,
  agentName: v.nullable(v.string()),
  parties: v.array(partySchema),
});

/** A mail as public.viewing_day_mail_claim hands it out. */
export const viewingDayMailRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  to_email: v.string(),
  locale: v.picklist(ALERT_LOCALES),
  data: v.object({ day: isoDaySchema, slots: v.pipe(v.array(daySlotSchema), v.minLength(1)) }),
});
export type ViewingDayMailRow = v.InferOutput<typeof viewingDayMailRowSchema>;
type DaySlot = v.InferOutput<typeof daySlotSchema>;
type Party = v.InferOutput<typeof partySchema>;

const T = {
  subject: /*i18n*/ {
    id: 'viewingDayMail.subject',
    message:
      'Viewings today, {date}: {count, plural, one {# party} other {# parties}} – Grabbeallee 68 sales desk',
  },
  greeting: /*i18n*/ { id: 'viewingDayMail.greeting', message: 'Good morning,' },
  intro: /*i18n*/ { id: 'viewingDayMail.intro', message: 'these are the viewings at Grabbeallee 68 today:' },
  single: /*i18n*/ { id: 'viewingDayMail.kind.single', message: 'single appointment' },
  open: /*i18n*/ {
    id: 'viewingDayMail.kind.open',
    message: 'open viewing for up to {capacity} parties',
  },
  meetingPoint: /*i18n*/ { id: 'viewingDayMail.meetingPoint', message: 'meeting point: {place}' },
  flat: /*i18n*/ { id: 'viewingDayMail.flat', message: 'apartment {weNr}' },
  project: /*i18n*/ { id: 'viewingDayMail.project', message: 'whole project' },
  agent: /*i18n*/ { id: 'viewingDayMail.agent', message: 'agent: {name}' },
  noAgent: /*i18n*/ { id: 'viewingDayMail.noAgent', message: 'no agent assigned' },
  noParties: /*i18n*/ { id: 'viewingDayMail.noParties', message: 'no bookings yet' },
  partyFlats: /*i18n*/ { id: 'viewingDayMail.partyFlats', message: 'apartments {list}' },
  partyNoFlats: /*i18n*/ { id: 'viewingDayMail.partyNoFlats', message: 'no apartment named' },
  booked: /*i18n*/ { id: 'viewingDayMail.status.booked', message: 'booked' },
  attended: /*i18n*/ { id: 'viewingDayMail.status.attended', message: 'came' },
  noShow: /*i18n*/ { id: 'viewingDayMail.status.noShow', message: 'did not come' },
  open_desk: /*i18n*/ { id: 'viewingDayMail.openDesk', message: 'Check visitors in on the desk:' },
  why: /*i18n*/ {
    id: 'viewingDayMail.why',
    message:
      'You get this e-mail on each day with booked viewings, as an admin of the sales desk or as the agent of a viewing that day.',
  },
} satisfies Record<string, MessageDescriptor>;

const STATUS_TEXTS: Record<Party['status'], MessageDescriptor> = {
  booked: T.booked,
  attended: T.attended,
  no_show: T.noShow,
};

function slotLines(i18n: I18n, time: (iso: string) => string, slot: DaySlot): string[] {
  const head = [
    `${time(slot.startsAt)}–${time(slot.endsAt)}`,
    slot.kind === 'open' ? say(i18n, T.open, { capacity: slot.capacity }) : say(i18n, T.single),
    say(i18n, T.meetingPoint, { place: meetingPointText(i18n, slot.meetingPoint) }),
    slot.weNr ? say(i18n, T.flat, { weNr: slot.weNr }) : say(i18n, T.project),
    slot.agentName ? say(i18n, T.agent, { name: slot.agentName }) : say(i18n, T.noAgent),
  ].join(' · ');
  const parties = slot.parties.map(
    (party) =>
      `- ${[
        party.name,
        party.phone,
        party.weNrs.length > 0
          ? say(i18n, T.partyFlats, { list: party.weNrs.join(', ') })
          : say(i18n, T.partyNoFlats),
        say(i18n, STATUS_TEXTS[party.status]),
      ].join(' · ')}`,
  );
  return [head, ...(parties.length > 0 ? parties : [`- ${say(i18n, T.noParties)}`]), ''];
}

/** The mail a claimed row stands for; its idempotency key is the row's id. */
export function buildViewingDayEmail(row: ViewingDayMailRow, siteOrigin: string): ContactEmail {
  const i18n = mailI18n(row.locale);
  const times = viewingTimes(row.locale);
  const { day, slots } = row.data;
  const count = slots.reduce((sum, slot) => sum + slot.parties.length, 0);
  const text = [
    say(i18n, T.greeting),
    '',
    say(i18n, T.intro),
    '',
    ...slots.flatMap((slot) => slotLines(i18n, times.time, slot)),
    say(i18n, T.open_desk),
    `${siteOrigin}${localePrefix(row.locale)}/desk`,
    '',
    '--',
    say(i18n, T.why),
  ];
  return {
    to: row.to_email,
    subject: say(i18n, T.subject, { date: times.date(`${day}T12:00:00Z`), count }),
    text: text.join('\n'),
    idempotencyKey: row.id,
  };
}

export const VIEWING_DAY_MAIL_KEY_PREFIX = 'viewing-day-mail';

/** Its store is viewing_day_mail_claim / _result; its sender's keyPrefix is VIEWING_DAY_MAIL_KEY_PREFIX. */
export interface ViewingDayDeliveryOptions extends MailQueueDeliveryOptions {
  /** The site whose desk the mail links to. */
  siteOrigin: string;
}

/** Sends every due day mail of the queue, one at a time. */
export function deliverViewingDayMails(options: ViewingDayDeliveryOptions): Promise<MailQueueReport> {
  return deliverMailQueue({
    store: options.store,
    schema: viewingDayMailRowSchema,
    build: (row) => buildViewingDayEmail(row, options.siteOrigin),
    sendEmail: options.sendEmail,
    what: 'viewing day mail',
    now: options.now,
    logError: options.logError,
  });
}
