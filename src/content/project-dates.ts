/**
 * The project's dates as each language writes them: 'Q1 2027' / '1. Quartal 2027', 'September 2025',
 * '1 September 2025' / '1. September 2025'. The facts stay in project.ts.
 * Written out rather than asked of Intl.DateTimeFormat, whose first use loads the locale's calendar
 * data during hydration; project-dates.test.ts checks every name against Intl.
 */
import type { Locale } from './locales';
import { project } from './project';

const MONTH_NAMES: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** 'YYYY-MM' or 'YYYY-MM-DD' -> year, month (1–12) and day (1–31, 1 when absent). */
function dateParts(isoDate: string): { year: string; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate);
  const month = Number(match?.[2]);
  const day = Number(match?.[3] ?? 1);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) throw new Error(`Not a date: ${isoDate}`);
  return { year: match[1]!, month, day };
}

/** '2027-05' -> 'May 2027' / 'Mai 2027'. */
export function monthLabel(yearMonth: string, locale: Locale): string {
  const { year, month } = dateParts(yearMonth);
  return `${MONTH_NAMES[locale][month - 1]} ${year}`;
}

/** '2025-09-01' -> '1 September 2025' / '1. September 2025'. */
export function dayLabel(isoDate: string, locale: Locale): string {
  const { year, month, day } = dateParts(isoDate);
  return `${day}${locale === 'de' ? '.' : ''} ${MONTH_NAMES[locale][month - 1]} ${year}`;
}

/** 'Q1 2027' -> 'Q1 2027' / '1. Quartal 2027'. */
export function quarterLabel(quarter: string, locale: Locale): string {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter);
  if (!match) throw new Error(`Not a quarter: ${quarter}`);
  return locale === 'de' ? `${match[1]}. Quartal ${match[2]}` : quarter;
}

/** Every date the site states about the project, in one language. */
export function projectDates(locale: Locale) {
  const { constructionStart, expectedCompletionQuarter } = project;
  return {
    startMonth: monthLabel(constructionStart.slice(0, 7), locale),
    startDay: dayLabel(constructionStart, locale),
    completionQuarter: quarterLabel(expectedCompletionQuarter, locale),
  };
}

export type ProjectDates = ReturnType<typeof projectDates>;
