/** The owner's weekly report: one line per flat with its status, since when, the price and who has it. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Locale } from '@/lib/i18n/locale';

import { berlinDay } from './berlin-time';
import { csvSeparator, toCsv, type CsvColumn } from './csv';
import { BOARD_STATUS_LABELS } from './desk-texts';
import { daysInStatus, type BoardFlat } from './sales-board';

/** A number as a spreadsheet of the language reads it: no grouping, a decimal comma in German. */
function spreadsheetNumber(value: number, locale: Locale): string {
  const text = String(value);
  return locale === 'de' ? text.replace('.', ',') : text;
}

export function salesBoardCsv(flats: readonly BoardFlat[], i18n: I18n, locale: Locale, now: Date): string {
  const columns: CsvColumn<BoardFlat>[] = [
    { header: i18n._(msg`Unit`), value: ({ unit }) => unit.weNr },
    { header: i18n._(msg`Building`), value: ({ unit }) => String(unit.building) },
    { header: i18n._(msg`Floor (0 = ground floor)`), value: ({ unit }) => String(unit.floor) },
    { header: i18n._(msg`Rooms`), value: ({ unit }) => String(unit.rooms) },
    {
      header: i18n._(msg`Living area (m²)`),
      value: ({ unit }) => spreadsheetNumber(unit.livingArea, locale),
    },
    { header: i18n._(msg`Price (EUR)`), value: ({ unit }) => spreadsheetNumber(unit.price, locale) },
    { header: i18n._(msg`Status`), value: (flat) => i18n._(BOARD_STATUS_LABELS[flat.status]) },
    { header: i18n._(msg`Status since`), value: (flat) => (flat.since ? berlinDay(flat.since) : '') },
    {
      header: i18n._(msg`Days in status`),
      value: (flat) => (flat.since ? String(daysInStatus(flat.since, now)) : ''),
    },
    {
      header: i18n._(msg`On hold until`),
      value: (flat) => (flat.holdUntil ? berlinDay(flat.holdUntil) : ''),
    },
    { header: i18n._(msg`Lead or buyer`), value: (flat) => flat.party ?? '' },
    { header: i18n._(msg`Changed by`), value: (flat) => flat.lastChange?.by ?? '' },
    { header: i18n._(msg`Note`), value: (flat) => flat.lastChange?.note ?? '' },
  ];
  return toCsv(columns, flats, csvSeparator(locale));
}
