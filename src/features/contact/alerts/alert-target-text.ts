import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locale';
import { formatArea, formatEuro } from '@/lib/i18n/use-formatters';

import type { AlertSearch, AlertTarget } from './alert-rules';

const textLocale = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** Where the flats are: "in building 2", "on floor 3 of building 2", "on the ground floor". */
function placeText(i18n: I18n, { building, floor }: AlertSearch): string | null {
  if (floor === undefined) return building === undefined ? null : i18n._(msg`in building ${building}`);
  if (building === undefined)
    return floor === 0 ? i18n._(msg`on the ground floor`) : i18n._(msg`on floor ${floor}`);
  return floor === 0
    ? i18n._(msg`on the ground floor of building ${building}`)
    : i18n._(msg`on floor ${floor} of building ${building}`);
}

/** A search's limits: "up to €450,000", "from 70 m²", as the price list writes its figures. */
export function searchLimitTexts(i18n: I18n, { maxPrice, minArea }: AlertSearch): string[] {
  const locale = textLocale(i18n);
  const price = maxPrice === undefined ? null : formatEuro(maxPrice, locale);
  const area = minArea === undefined ? null : formatArea(minArea, locale);
  return [price && i18n._(msg`up to ${price}`), area && i18n._(msg`from ${area}`)].filter(
    (text) => text !== null,
  );
}

/**
 * What a sign-up watches, in words: "apartment 1.3.4", or a search ("3-room flats in building 2, up to
 * €450,000, from 70 m²").
 */
export function alertTargetText(target: AlertTarget, i18n: I18n): string {
  if (target.kind === 'unit') return i18n._(msg`Apartment ${target.weNr}`);
  const { rooms } = target;
  const flats = rooms === undefined ? i18n._(msg`Flats`) : i18n._(msg`${rooms}-room flats`);
  const place = placeText(i18n, target);
  const limits = searchLimitTexts(i18n, target);
  if (rooms === undefined && place === null && limits.length === 0)
    return i18n._(msg`Every flat of the project`);
  if (place === null) return [`${flats} ${limits[0] ?? ''}`.trim(), ...limits.slice(1)].join(', ');
  return [`${flats} ${place}`, ...limits].join(', ');
}
