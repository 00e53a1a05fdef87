/**
 * The buyer's mails (the confirmation of a sign-up, an alert, the daily digest) as plain text in the
 * language of the sign-up, built from the queued row alone: a retry sends the same mail. The texts go
 * through Lingui (catalog `mails`, compiled into mail-catalogs.gen.ts by `npm run mails:compile`); the
 * confirmation only asks to confirm, as the double opt-in requires (no offer, no advertising).
 *
 * Runtime-neutral (Deno and Node): valibot, @lingui/core and Intl only.
 */
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

import {
  ALERT_CONFIRM_HOURS,
  ALERT_FREQUENCIES,
  ALERT_LOCALES,
  ALERT_UNCONFIRMED_DAYS,
  alertSearchSchema,
  alertTargetSchema,
  type AlertLocale,
  type AlertSearch,
  type AlertTarget,
} from '../_shared/alert-rules.ts';
import { MAIL_CATALOGS } from './mail-catalogs.gen.ts';
import type { ContactEmail } from './notification.ts';

const unitStateSchema = v.object({
  weNr: v.string(),
  status: v.string(),
  building: v.optional(v.number()),
  floor: v.optional(v.number()),
  rooms: v.optional(v.number()),
  livingArea: v.optional(v.number()),
  price: v.optional(v.number()),
});

export const alertEventSchema = v.object({
  eventId: v.number(),
  kind: v.picklist(['available', 'price']),
  at: v.string(),
  projectId: v.string(),
  previousPrice: v.optional(v.number()),
  unit: unitStateSchema,
  /** The search of the buyer's the flat matched (absent for a flat's own watch). */
  search: v.optional(alertSearchSchema),
});

/** A mail as public.alert_mail_claim hands it out (the data as alert_prepare and the insert trigger wrote it). */
export const alertMailRowSchema = v.variant('kind', [
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    kind: v.literal('confirm'),
    to_email: v.string(),
    locale: v.picklist(ALERT_LOCALES),
    unsubscribe_token: v.string(),
    data: v.object({
      subscriptionId: v.pipe(v.string(), v.uuid()),
      token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
      frequency: v.picklist(ALERT_FREQUENCIES),
      target: alertTargetSchema,
    }),
  }),
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    kind: v.picklist(['alert', 'digest']),
    to_email: v.string(),
    locale: v.picklist(ALERT_LOCALES),
    unsubscribe_token: v.string(),
    data: v.object({ events: v.pipe(v.array(alertEventSchema), v.minLength(1)) }),
  }),
]);
export type AlertMailRow = v.InferOutput<typeof alertMailRowSchema>;
export type AlertEvent = v.InferOutput<typeof alertEventSchema>;

/** Where the mails' links lead. */
export interface AlertLinks {
  /** The public site, e.g. https://grabbeallee68.de (no trailing slash). */
  siteOrigin: string;
  /** The one-click unsubscribe endpoint (RFC 8058), the alert-unsubscribe function's URL. */
  unsubscribeEndpoint: string;
}

const T = {
  greeting: /*i18n*/ { id: 'alertMail.greeting', message: 'Hello,' },
  confirmSubject: /*i18n*/ {
    id: 'alertMail.confirm.subject',
    message: 'Please confirm your alert – Grabbeallee 68',
  },
  confirmUnit: /*i18n*/ {
    id: 'alertMail.confirm.unit',
    message: 'you asked on the Grabbeallee 68 website to be told when apartment {weNr} becomes available.',
  },
  confirmUnitPrice: /*i18n*/ {
    id: 'alertMail.confirm.unitPrice',
    message:
      'you asked on the Grabbeallee 68 website to be told when apartment {weNr} becomes available or its price changes.',
  },
  confirmSearch: /*i18n*/ {
    id: 'alertMail.confirm.search',
    message:
      'you asked on the Grabbeallee 68 website to be told when an apartment matching your search becomes available: {criteria}.',
  },
  confirmSearchPrice: /*i18n*/ {
    id: 'alertMail.confirm.searchPrice',
    message:
      'you asked on the Grabbeallee 68 website to be told when an apartment matching your search becomes available or its price falls to your limit: {criteria}.',
  },
  confirmAny: /*i18n*/ {
    id: 'alertMail.confirm.any',
    message: 'you asked on the Grabbeallee 68 website to be told when any apartment becomes available.',
  },
  instant: /*i18n*/ {
    id: 'alertMail.frequency.instant',
    message: 'We will write to you as soon as it happens.',
  },
  daily: /*i18n*/ {
    id: 'alertMail.frequency.daily',
    message: 'We will write to you at most once a day, with a summary.',
  },
  confirmAsk: /*i18n*/ {
    id: 'alertMail.confirm.ask',
    message: 'Please confirm this within {hours} hours with this link:',
  },
  confirmNothingElse: /*i18n*/ {
    id: 'alertMail.confirm.nothingElse',
    message:
      'Until you confirm, we send you nothing else. If you did not ask for this, simply ignore this e-mail: your address will be deleted within {days} days.',
  },
  building: /*i18n*/ { id: 'alertMail.criteria.building', message: 'building {number}' },
  groundFloor: /*i18n*/ { id: 'alertMail.criteria.groundFloor', message: 'ground floor' },
  floor: /*i18n*/ { id: 'alertMail.criteria.floor', message: 'floor {number}' },
  rooms: /*i18n*/ {
    id: 'alertMail.criteria.rooms',
    message: '{count, plural, one {# room} other {# rooms}}',
  },
  maxPrice: /*i18n*/ { id: 'alertMail.criteria.maxPrice', message: 'up to {price}' },
  minArea: /*i18n*/ { id: 'alertMail.criteria.minArea', message: 'from {area} m²' },
  matchesSearch: /*i18n*/ { id: 'alertMail.event.matchesSearch', message: 'Matches your search: {criteria}' },
  alertSubjectAvailable: /*i18n*/ {
    id: 'alertMail.alert.subjectAvailable',
    message: 'Apartment {weNr} is available again – Grabbeallee 68',
  },
  alertSubjectPrice: /*i18n*/ {
    id: 'alertMail.alert.subjectPrice',
    message: 'Apartment {weNr} has a new price – Grabbeallee 68',
  },
  digestSubject: /*i18n*/ {
    id: 'alertMail.digest.subject',
    message:
      '{count, plural, one {# update} other {# updates}} on the apartments you follow – Grabbeallee 68',
  },
  alertIntro: /*i18n*/ {
    id: 'alertMail.alert.intro',
    message: 'there is news on an apartment you follow at Grabbeallee 68:',
  },
  digestIntro: /*i18n*/ {
    id: 'alertMail.digest.intro',
    message: 'here is what changed on the apartments you follow at Grabbeallee 68:',
  },
  eventAvailable: /*i18n*/ {
    id: 'alertMail.event.available',
    message: 'Apartment {weNr} became available again on {date}.',
  },
  eventPrice: /*i18n*/ {
    id: 'alertMail.event.price',
    message: 'Apartment {weNr} has a new price since {date}: {price} (before: {previousPrice}).',
  },
  facts: /*i18n*/ { id: 'alertMail.event.facts', message: '{rooms} rooms · {area} m² · {price}' },
  statusNow: /*i18n*/ { id: 'alertMail.event.statusNow', message: 'Status now: {status}' },
  statusAvailable: /*i18n*/ { id: 'alertMail.status.available', message: 'available' },
  statusReserved: /*i18n*/ { id: 'alertMail.status.reserved', message: 'reserved' },
  statusSold: /*i18n*/ { id: 'alertMail.status.sold', message: 'sold' },
  statusHold: /*i18n*/ { id: 'alertMail.status.hold', message: 'on hold' },
  statusUnknown: /*i18n*/ { id: 'alertMail.status.unknown', message: 'not confirmed' },
  why: /*i18n*/ {
    id: 'alertMail.why',
    message: 'You get this e-mail because you confirmed an alert on the Grabbeallee 68 website.',
  },
  unsubscribe: /*i18n*/ {
    id: 'alertMail.unsubscribe',
    message: 'To stop every alert to this address with one click:',
  },
  imprint: /*i18n*/ { id: 'alertMail.imprint', message: 'Legal notice: {url}' },
} satisfies Record<string, MessageDescriptor>;

/** A text of T in the mail's language, from the compiled catalog (the extractor reads the descriptors above). */
export function say(i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18n._(descriptor.id, values);
}

export function mailI18n(locale: AlertLocale): I18n {
  return setupI18n({ locale, messages: { [locale]: MAIL_CATALOGS[locale] } });
}

/** The site's path prefix of a language: English unprefixed, German under /de. */
export const localePrefix = (locale: AlertLocale) => (locale === 'de' ? '/de' : '');

/** A flat's page on the site, in a language (the push's link; the mail's with the site's origin). */
export function unitPath(locale: AlertLocale, projectId: string, weNr: string): string {
  return `${localePrefix(locale)}/projects/${encodeURIComponent(projectId)}/apartments/${encodeURIComponent(weNr)}`;
}

function unitUrl(links: AlertLinks, locale: AlertLocale, projectId: string, weNr: string): string {
  return `${links.siteOrigin}${unitPath(locale, projectId, weNr)}`;
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

export type Formatters = ReturnType<typeof formatters>;

export function formatters(locale: AlertLocale) {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  // Whole euros as the price list states them, never rounded.
  const euros = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const area = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Berlin' });
  return {
    price: (value: number) => euros.format(value),
    area: (value: number) => area.format(value),
    date: (iso: string) => date.format(new Date(iso)),
  };
}

function criteriaText(i18n: I18n, format: Formatters, target: AlertSearch): string {
  const parts: string[] = [];
  if (target.building !== undefined) parts.push(say(i18n, T.building, { number: target.building }));
  if (target.floor !== undefined)
    parts.push(target.floor === 0 ? say(i18n, T.groundFloor) : say(i18n, T.floor, { number: target.floor }));
  if (target.rooms !== undefined) parts.push(say(i18n, T.rooms, { count: target.rooms }));
  if (target.maxPrice !== undefined)
    parts.push(say(i18n, T.maxPrice, { price: format.price(target.maxPrice) }));
  if (target.minArea !== undefined) parts.push(say(i18n, T.minArea, { area: format.area(target.minArea) }));
  return parts.join(', ');
}

function targetSentence(i18n: I18n, format: Formatters, target: AlertTarget): string {
  if (target.kind === 'unit')
    return say(i18n, target.priceChanges ? T.confirmUnitPrice : T.confirmUnit, { weNr: target.weNr });
  const criteria = criteriaText(i18n, format, target);
  if (!criteria) return say(i18n, T.confirmAny);
  return say(i18n, target.maxPrice === undefined ? T.confirmSearch : T.confirmSearchPrice, { criteria });
}

export function statusText(i18n: I18n, status: string): string {
  switch (status) {
    case 'Available':
      return say(i18n, T.statusAvailable);
    case 'Reserved':
      return say(i18n, T.statusReserved);
    case 'Sold':
      return say(i18n, T.statusSold);
    case 'Vormerkung':
      return say(i18n, T.statusHold);
    default:
      return say(i18n, T.statusUnknown);
  }
}

function eventLines(
  i18n: I18n,
  format: Formatters,
  links: AlertLinks,
  locale: AlertLocale,
  event: AlertEvent,
): string[] {
  const { unit } = event;
  const date = format.date(event.at);
  const headline =
    event.kind === 'price' && unit.price !== undefined && event.previousPrice !== undefined
      ? say(i18n, T.eventPrice, {
          weNr: unit.weNr,
          date,
          price: format.price(unit.price),
          previousPrice: format.price(event.previousPrice),
        })
      : say(i18n, T.eventAvailable, { weNr: unit.weNr, date });
  const lines = [headline];
  if (unit.rooms !== undefined && unit.livingArea !== undefined && unit.price !== undefined)
    lines.push(
      say(i18n, T.facts, {
        rooms: unit.rooms,
        area: format.area(unit.livingArea),
        price: format.price(unit.price),
      }),
    );
  lines.push(say(i18n, T.statusNow, { status: statusText(i18n, unit.status) }));
  const criteria = event.search && criteriaText(i18n, format, event.search);
  if (criteria) lines.push(say(i18n, T.matchesSearch, { criteria }));
  lines.push(unitUrl(links, locale, event.projectId, unit.weNr));
  return lines;
}

/** The legal notice's line of every mail to a buyer or lead, in its language. */
export function imprintLine(i18n: I18n, siteOrigin: string, locale: AlertLocale): string {
  return say(i18n, T.imprint, { url: `${siteOrigin}${localePrefix(locale)}/impressum` });
}

function footer(i18n: I18n, links: AlertLinks, locale: AlertLocale): string[] {
  return ['--', 'Grabbeallee 68', imprintLine(i18n, links.siteOrigin, locale)];
}

/** The mail a claimed row stands for; its idempotency key is the row's id. */
export function buildAlertEmail(row: AlertMailRow, links: AlertLinks): ContactEmail {
  const i18n = mailI18n(row.locale);
  const prefix = localePrefix(row.locale);
  if (row.kind === 'confirm') {
    const { data } = row;
    const confirmUrl = `${links.siteOrigin}${prefix}/alerts/confirm?${query({ id: data.subscriptionId, token: data.token })}`;
    const text = [
      say(i18n, T.greeting),
      '',
      targetSentence(i18n, formatters(row.locale), data.target),
      say(i18n, data.frequency === 'daily' ? T.daily : T.instant),
      '',
      say(i18n, T.confirmAsk, { hours: ALERT_CONFIRM_HOURS }),
      confirmUrl,
      '',
      say(i18n, T.confirmNothingElse, { days: ALERT_UNCONFIRMED_DAYS }),
      '',
      ...footer(i18n, links, row.locale),
    ];
    return {
      to: row.to_email,
      subject: say(i18n, T.confirmSubject),
      text: text.join('\n'),
      idempotencyKey: row.id,
    };
  }
  const { events } = row.data;
  const format = formatters(row.locale);
  const unsubscribe = query({ email: row.to_email, token: row.unsubscribe_token });
  const first = events[0]!;
  const subject =
    row.kind === 'digest'
      ? say(i18n, T.digestSubject, { count: events.length })
      : say(i18n, first.kind === 'price' ? T.alertSubjectPrice : T.alertSubjectAvailable, {
          weNr: first.unit.weNr,
        });
  const text = [
    say(i18n, T.greeting),
    '',
    say(i18n, row.kind === 'digest' ? T.digestIntro : T.alertIntro),
    '',
    ...events.flatMap((event) => [...eventLines(i18n, format, links, row.locale, event), '']),
    say(i18n, T.why),
    say(i18n, T.unsubscribe),
    `${links.siteOrigin}${prefix}/alerts/unsubscribe?${unsubscribe}`,
    '',
    ...footer(i18n, links, row.locale),
  ];
  return {
    to: row.to_email,
    subject,
    text: text.join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeEndpoint}?${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: row.id,
  };
}
