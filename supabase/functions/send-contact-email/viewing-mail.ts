/**
 * The buyer's viewing mails (confirmation, change, cancellation, the reminder 24 hours before) in the booking's
 * language, built from the queued row alone (viewing_mail_queue fixed its data, so a retry sends the same mail),
 * each with the calendar invitation attached (METHOD:REQUEST with the booking's SEQUENCE, METHOD:CANCEL when
 * cancelled, one UID per booking) and, while the booking stands, the personal link to move or cancel it.
 * Delivered by the sweep as the other queued mails are (viewing_mail_claim / _result: a lease, the provider's
 * idempotency key viewing-mail/<id>, mail_queue_next's retries). Texts through Lingui (catalog `mails`).
 *
 * Runtime-neutral (Deno and Node): valibot, @lingui/core and Intl only.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

import { ALERT_LOCALES, type AlertLocale } from '../_shared/alert-rules.ts';
import { calendarInvite } from '../_shared/calendar-invite.ts';
import {
  meetingPointSchema,
  VIEWING_ADDRESS,
  viewingKindSchema,
  type MeetingPoint,
} from '../_shared/viewing-place.ts';
import { imprintLine, localePrefix, mailI18n, say } from './alert-mail.ts';
import { deliverMailQueue, type MailQueueDeliveryOptions, type MailQueueReport } from './drain-queue.ts';
import type { ContactEmail, MailAttachment } from './notification.ts';
import { displayNameOf } from './reply-delivery.ts';

export const VIEWING_MAIL_KINDS = ['confirm', 'changed', 'cancelled', 'reminder'] as const;
export type ViewingMailKind = (typeof VIEWING_MAIL_KINDS)[number];

const isoTimeSchema = v.pipe(v.string(), v.isoTimestamp());

/** A mail as public.viewing_mail_claim hands it out (data: viewing_booking_view and the link's token). */
export const viewingMailRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  created_at: isoTimeSchema,
  kind: v.picklist(VIEWING_MAIL_KINDS),
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
  to_email: v.string(),
  locale: v.picklist(ALERT_LOCALES),
  data: v.object({
    bookingId: v.pipe(v.string(), v.uuid()),
    name: v.string(),
    weNrs: v.array(v.string()),
    startsAt: isoTimeSchema,
    endsAt: isoTimeSchema,
    kind: viewingKindSchema,
    meetingPoint: meetingPointSchema,
    agentName: v.nullable(v.string()),
    token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  }),
});
export type ViewingMailRow = v.InferOutput<typeof viewingMailRowSchema>;

const T = {
  subjectConfirm: /*i18n*/ {
    id: 'viewingMail.subject.confirm',
    message: 'Your viewing on {date} at {time} – Grabbeallee 68',
  },
  subjectChanged: /*i18n*/ {
    id: 'viewingMail.subject.changed',
    message: 'New time for your viewing: {date} at {time} – Grabbeallee 68',
  },
  subjectCancelled: /*i18n*/ {
    id: 'viewingMail.subject.cancelled',
    message: 'Cancelled: your viewing on {date} at {time} – Grabbeallee 68',
  },
  subjectReminder: /*i18n*/ {
    id: 'viewingMail.subject.reminder',
    message: 'Reminder: your viewing on {date} at {time} – Grabbeallee 68',
  },
  greeting: /*i18n*/ { id: 'viewingMail.greeting', message: 'Hello {name},' },
  introConfirm: /*i18n*/ {
    id: 'viewingMail.intro.confirm',
    message: 'thank you for booking a viewing at Grabbeallee 68. We look forward to meeting you:',
  },
  introChanged: /*i18n*/ {
    id: 'viewingMail.intro.changed',
    message: 'your viewing at Grabbeallee 68 has been changed. This is the new appointment:',
  },
  introCancelled: /*i18n*/ {
    id: 'viewingMail.intro.cancelled',
    message: 'your viewing at Grabbeallee 68 has been cancelled. This appointment no longer takes place:',
  },
  introReminder: /*i18n*/ {
    id: 'viewingMail.intro.reminder',
    message: 'a short reminder of your viewing at Grabbeallee 68:',
  },
  whenSingle: /*i18n*/ {
    id: 'viewingMail.when.single',
    message: 'When: {date}, {start} to {end} (Berlin time)',
  },
  whenOpen: /*i18n*/ {
    id: 'viewingMail.when.open',
    message: 'When: {date}, open viewing: come any time between {start} and {end} (Berlin time)',
  },
  where: /*i18n*/ { id: 'viewingMail.where', message: 'Meeting point: {place}, {address}' },
  flats: /*i18n*/ { id: 'viewingMail.flats', message: 'Apartments: {list}' },
  flatsNone: /*i18n*/ { id: 'viewingMail.flatsNone', message: 'Apartments: the project as a whole' },
  agent: /*i18n*/ { id: 'viewingMail.agent', message: 'Your contact on site: {name}' },
  invite: /*i18n*/ {
    id: 'viewingMail.invite',
    message: 'The invitation for your calendar is attached.',
  },
  inviteCancelled: /*i18n*/ {
    id: 'viewingMail.inviteCancelled',
    message: 'The attached cancellation removes the appointment from your calendar.',
  },
  manage: /*i18n*/ {
    id: 'viewingMail.manage',
    message: 'Need another time, or cannot come? Move or cancel your booking here, no sign-in needed:',
  },
  rebook: /*i18n*/ {
    id: 'viewingMail.rebook',
    message:
      'Would you like another appointment? Simply reply to this e-mail and we will find a time with you.',
  },
  summary: /*i18n*/ { id: 'viewingMail.summary', message: 'Viewing at Grabbeallee 68' },
  organizer: /*i18n*/ { id: 'viewingMail.organizer', message: 'Grabbeallee 68 sales team' },
  pointShowFlat: /*i18n*/ { id: 'viewingMail.point.showFlat', message: 'show flat' },
  pointSalesContainer: /*i18n*/ { id: 'viewingMail.point.salesContainer', message: 'sales container' },
  pointSiteGate: /*i18n*/ { id: 'viewingMail.point.siteGate', message: 'site gate' },
} satisfies Record<string, MessageDescriptor>;

const MEETING_POINT_TEXTS: Record<MeetingPoint, MessageDescriptor> = {
  show_flat: T.pointShowFlat,
  sales_container: T.pointSalesContainer,
  site_gate: T.pointSiteGate,
};

const SUBJECTS: Record<ViewingMailKind, MessageDescriptor> = {
  confirm: T.subjectConfirm,
  changed: T.subjectChanged,
  cancelled: T.subjectCancelled,
  reminder: T.subjectReminder,
};

const INTROS: Record<ViewingMailKind, MessageDescriptor> = {
  confirm: T.introConfirm,
  changed: T.introChanged,
  cancelled: T.introCancelled,
  reminder: T.introReminder,
};

/** A meeting point in words, in the mail's language. */
export const meetingPointText = (i18n: I18n, point: MeetingPoint): string =>
  say(i18n, MEETING_POINT_TEXTS[point]);

/** A viewing's day and times in Berlin, in a language ("Saturday, 5 December 2026", "14:00"). */
export function viewingTimes(locale: AlertLocale) {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const zone = { timeZone: 'Europe/Berlin' } as const;
  const day = new Intl.DateTimeFormat(tag, {
    ...zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(tag, {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    date: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}

/** One UID per booking: each change and the cancellation replace the same event in the buyer's calendar. */
export const viewingUid = (bookingId: string) => `viewing-${bookingId}@grabbeallee68.de`;

/** The buyer's page to move or cancel a booking (English unprefixed, German under /de). */
export function viewingManageUrl(
  siteOrigin: string,
  locale: AlertLocale,
  bookingId: string,
  token: string,
): string {
  return `${siteOrigin}${localePrefix(locale)}/viewings/manage?${new URLSearchParams({ id: bookingId, token })}`;
}

/** UTF-8 text as base64, as the provider takes a file. */
export function base64Text(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Who sends the viewings: the sales team's address (the invitation's organizer, the mails' Reply-To). */
export interface ViewingSender {
  salesAddress: string;
  /** The sender's configured address ("Grabbeallee 68 <website@…>"): its name is the company's. */
  fromHeader: string;
}

export interface ViewingMailOptions {
  sender: ViewingSender;
  /** The site whose manage page and legal notice the mail links, e.g. https://grabbeallee68.de. */
  siteOrigin: string;
}

/** The mail a claimed row stands for, with its invitation; its idempotency key is the row's id. */
export function buildViewingEmail(row: ViewingMailRow, options: ViewingMailOptions): ContactEmail {
  const i18n = mailI18n(row.locale);
  const { data } = row;
  const times = viewingTimes(row.locale);
  const date = times.date(data.startsAt);
  const [start, end] = [times.time(data.startsAt), times.time(data.endsAt)];
  const place = meetingPointText(i18n, data.meetingPoint);
  const cancelled = row.kind === 'cancelled';
  const manageUrl = viewingManageUrl(options.siteOrigin, row.locale, data.bookingId, data.token);
  const details = [
    say(i18n, data.kind === 'open' ? T.whenOpen : T.whenSingle, { date, start, end }),
    say(i18n, T.where, { place, address: VIEWING_ADDRESS }),
    data.weNrs.length > 0 ? say(i18n, T.flats, { list: data.weNrs.join(', ') }) : say(i18n, T.flatsNone),
    ...(data.agentName ? [say(i18n, T.agent, { name: data.agentName })] : []),
  ];
  const text = [
    say(i18n, T.greeting, { name: data.name }),
    '',
    say(i18n, INTROS[row.kind]),
    '',
    ...details,
    '',
    say(i18n, cancelled ? T.inviteCancelled : T.invite),
    '',
    ...(cancelled ? [say(i18n, T.rebook)] : [say(i18n, T.manage), manageUrl]),
    '',
    '--',
    'Grabbeallee 68',
    imprintLine(i18n, options.siteOrigin, row.locale),
  ];
  const organizerName = data.agentName
    ? `${data.agentName}, ${displayNameOf(options.sender.fromHeader) || 'Grabbeallee 68'}`
    : say(i18n, T.organizer);
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const invite = calendarInvite({
    uid: viewingUid(data.bookingId),
    sequence: row.sequence,
    method,
    start: new Date(data.startsAt),
    end: new Date(data.endsAt),
    stamp: new Date(row.created_at),
    summary:
      data.weNrs.length > 0 ? `${say(i18n, T.summary)} (${data.weNrs.join(', ')})` : say(i18n, T.summary),
    description: details.join('\n') + (cancelled ? '' : `\n\n${say(i18n, T.manage)}\n${manageUrl}`),
    location: `${place}, ${VIEWING_ADDRESS}`,
    organizer: { name: organizerName, email: options.sender.salesAddress },
    attendee: { name: data.name, email: row.to_email },
    ...(cancelled ? {} : { url: manageUrl }),
  });
  const attachment: MailAttachment = {
    filename: cancelled ? 'cancellation.ics' : 'invite.ics',
    content: base64Text(invite),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
  return {
    to: row.to_email,
    replyTo: options.sender.salesAddress,
    subject: say(i18n, SUBJECTS[row.kind], { date, time: start }),
    text: text.join('\n'),
    attachments: [attachment],
    idempotencyKey: row.id,
  };
}

export const VIEWING_MAIL_KEY_PREFIX = 'viewing-mail';

/** Its store is viewing_mail_claim / _result; its sender's keyPrefix is VIEWING_MAIL_KEY_PREFIX. */
export interface ViewingDeliveryOptions extends ViewingMailOptions, MailQueueDeliveryOptions {}

/** Sends every due viewing mail of the queue, one at a time. */
export function deliverViewingMails(options: ViewingDeliveryOptions): Promise<MailQueueReport> {
  return deliverMailQueue({
    store: options.store,
    schema: viewingMailRowSchema,
    build: (row) => buildViewingEmail(row, options),
    sendEmail: options.sendEmail,
    what: 'viewing mail',
    now: options.now,
    logError: options.logError,
  });
}
