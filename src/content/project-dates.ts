/**
 * The project's dates as each language writes them: 'Q1 2027' / '1. Quartal 2027', 'May 2027' / 'Mai 2027',
 * '1 September 2025' / '1. September 2025'. The facts stay in project.ts.
 */
import { INTL_LOCALE as INTL, type Locale } from '../lib/i18n/locale';
import { dateTimeFormat } from '../lib/i18n/use-formatters';
import { project } from './project';

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** '2027-05' -> 'May 2027' / 'Mai 2027'. */
export function monthLabel(yearMonth: string, locale: Locale): string {
  return dateTimeFormat(INTL[locale], MONTH).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** '2025-09-01' -> '1 September 2025' / '1. September 2025'. */
export function dayLabel(isoDate: string, locale: Locale): string {
  return dateTimeFormat(INTL[locale], DAY).format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Q1 2027' -> 'Q1 2027' / '1. Quartal 2027'. */
export function quarterLabel(quarter: string, locale: Locale): string {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter);
  if (!match) throw new Error(`Not a quarter: ${quarter}`);
  return locale === 'de' ? `${match[1]}. Quartal ${match[2]}` : quarter;
}

/** Every date the site states about the project, in one language. */
export function projectDates(locale: Locale) {
  const { constructionStart, completion } = project;
  return {
    startMonth: monthLabel(constructionStart.slice(0, 7), locale),
    startDay: dayLabel(constructionStart, locale),
    completionQuarter: quarterLabel(completion.quarter, locale),
    completionMonth: monthLabel(completion.month, locale),
    deliveryQuarter: quarterLabel(completion.delivery, locale),
  };
}

export type ProjectDates = ReturnType<typeof projectDates>;
