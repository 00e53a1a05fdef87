/** The buyer alerts' texts in the desk: what a sign-up watches, how often, in which language, its state. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { byCount } from '@/lib/i18n/by-count';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locale';
import { formatArea, formatEuro } from '@/lib/i18n/use-formatters';

import type {
  AlertFrequency,
  AlertLocale,
  AlertTarget,
} from '../../../../supabase/functions/_shared/alert-rules';
import type { ConsentStatus } from './alert-records';

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, MessageDescriptor> = {
  instant: msg`At once`,
  daily: msg`Daily digest`,
};

/** The language a sign-up was made in; a context of its own, as the language switch names each language in itself. */
export const ALERT_LOCALE_LABELS: Record<AlertLocale, MessageDescriptor> = {
  en: msg({ message: 'English', context: 'language of a sign-up' }),
  de: msg({ message: 'German', context: 'language of a sign-up' }),
};

export const CONSENT_STATUS_LABELS: Record<ConsentStatus, MessageDescriptor> = {
  confirmed: msg`Confirmed`,
  pending: msg`Not confirmed yet`,
};

type Search = Extract<AlertTarget, { kind: 'search' }>;

/**
 * 'building 2, ground floor, 3 rooms, up to €450,000, from 70 m²': the filters a search has, in the order the
 * finder and the sign-up form show them.
 */
function searchCriteria(i18n: I18n, { building, floor, rooms, maxPrice, minArea }: Search): string[] {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const price = maxPrice === undefined ? null : formatEuro(maxPrice, locale);
  const area = minArea === undefined ? null : formatArea(minArea, locale);
  return [
    building === undefined ? null : i18n._(msg`building ${building}`),
    floor === undefined ? null : floor === 0 ? i18n._(msg`ground floor`) : i18n._(msg`floor ${floor}`),
    rooms === undefined
      ? null
      : i18n._(byCount(rooms, { one: msg`${rooms} room`, other: msg`${rooms} rooms` })),
    price === null ? null : i18n._(msg`up to ${price}`),
    area === null ? null : i18n._(msg`from ${area}`),
  ].filter((text) => text !== null);
}

/** What one sign-up asks to hear about, as a line of text. */
export function alertTargetText(i18n: I18n, target: AlertTarget): string {
  if (target.kind === 'unit') {
    const { weNr } = target;
    return target.priceChanges
      ? i18n._(msg`Apartment ${weNr}: when it becomes available or its price changes`)
      : i18n._(msg`Apartment ${weNr}: when it becomes available`);
  }
  const criteria = searchCriteria(i18n, target).join(', ');
  return criteria ? i18n._(msg`Search: ${criteria}`) : i18n._(msg`Search: every apartment`);
}
