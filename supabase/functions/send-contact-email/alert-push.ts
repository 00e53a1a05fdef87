/**
 * A buyer alert as a push message: the same alert or digest mail row (so a retry pushes the same text),
 * shortened to a notification's title and one line, in the sign-up's language through the mails' catalog
 * (`mails`, compiled by `npm run mails:compile`), with the flat's page as the link and one tag per flat.
 *
 * Runtime-neutral (Deno and Node): valibot, @lingui/core and Intl only.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

import type { AlertPushPayload } from '../_shared/alert-push-payload.ts';
import { ALERT_LOCALES, type AlertLocale } from '../_shared/alert-rules.ts';
import {
  alertEventSchema,
  formatters,
  localePrefix,
  mailI18n,
  say,
  statusText,
  unitPath,
  type AlertEvent,
  type Formatters,
} from './alert-mail.ts';

/** A due push as public.alert_push_claim hands it out: its device and what its mail says. */
export const alertPushRowSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  mail_id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(['alert', 'digest']),
  locale: v.picklist(ALERT_LOCALES),
  data: v.object({ events: v.pipe(v.array(alertEventSchema), v.minLength(1)) }),
  endpoint: v.pipe(v.string(), v.url()),
  p256dh: v.string(),
  auth: v.string(),
});
export type AlertPushRow = v.InferOutput<typeof alertPushRowSchema>;

const T = {
  available: /*i18n*/ {
    id: 'alertPush.available',
    message: 'Apartment {weNr} is available again',
  },
  price: /*i18n*/ {
    id: 'alertPush.price',
    message: 'Apartment {weNr} has a new price: {price}',
  },
  facts: /*i18n*/ {
    id: 'alertPush.facts',
    message: '{rooms} rooms · {area} m² · {price} · now {status}',
  },
  digestTitle: /*i18n*/ {
    id: 'alertPush.digest.title',
    message: '{count, plural, one {# update} other {# updates}} on the apartments you follow',
  },
} satisfies Record<string, MessageDescriptor>;

function headline(i18n: I18n, format: Formatters, event: AlertEvent): string {
  const { unit } = event;
  return event.kind === 'price' && unit.price !== undefined
    ? say(i18n, T.price, { weNr: unit.weNr, price: format.price(unit.price) })
    : say(i18n, T.available, { weNr: unit.weNr });
}

function factsLine(i18n: I18n, format: Formatters, event: AlertEvent): string {
  const { unit } = event;
  const status = statusText(i18n, unit.status);
  if (unit.rooms === undefined || unit.livingArea === undefined || unit.price === undefined) return status;
  return say(i18n, T.facts, {
    rooms: unit.rooms,
    area: format.area(unit.livingArea),
    price: format.price(unit.price),
    status,
  });
}

/** The notification of a claimed push: an alert names its flat, a digest counts its updates. */
export function buildAlertPush(row: Pick<AlertPushRow, 'kind' | 'locale' | 'data'>): AlertPushPayload {
  const locale: AlertLocale = row.locale;
  const i18n = mailI18n(locale);
  const format = formatters(locale);
  const { events } = row.data;
  const first = events[0]!;
  const flats = new Set(events.map((event) => `${event.projectId}/${event.unit.weNr}`));
  // A digest of several flats opens the project's apartment list; one flat, its own page.
  const url =
    flats.size === 1
      ? unitPath(locale, first.projectId, first.unit.weNr)
      : `${localePrefix(locale)}/projects/${encodeURIComponent(first.projectId)}`;
  const tag = flats.size === 1 ? `alert-${first.unit.weNr}` : 'alert-digest';
  if (row.kind === 'alert' || events.length === 1)
    return {
      title: headline(i18n, format, first),
      body: factsLine(i18n, format, first),
      url,
      tag,
      lang: locale,
    };
  return {
    title: say(i18n, T.digestTitle, { count: events.length }),
    body: events
      .map((event) => headline(i18n, format, event))
      .join(' · ')
      .slice(0, 400),
    url,
    tag,
    lang: locale,
  };
}
