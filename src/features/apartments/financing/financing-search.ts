/**
 * The calculator's terms in the URL (`?equity=80000&interest=3.4&repayment=2.5&fixed=15`), so a shared
 * link reproduces the calculation. Read in the calculator's own (lazy) code, not by the routes: the
 * code every page loads stays as it is. A value outside its limits, or not a number, is left out and
 * the default applies.
 */
import * as v from 'valibot';

import { FINANCING_LIMITS, FIXED_YEAR_CHOICES } from '@/content/project-page/financing';
import type { Locale } from '@/lib/i18n/locale';

/** A number in the URL arrives as a number (?interest=3.4) or a string (?interest="3.4"). */
const urlNumber = v.union([v.number(), v.pipe(v.string(), v.nonEmpty(), v.transform(Number))]);

function bounded({ min, max }: { min: number; max: number }) {
  return v.fallback(
    v.optional(v.pipe(urlNumber, v.number(), v.finite(), v.minValue(min), v.maxValue(max))),
    undefined,
  );
}

export const financingSearchSchema = v.object({
  equity: bounded(FINANCING_LIMITS.equity),
  interest: bounded(FINANCING_LIMITS.interestPercent),
  repayment: bounded(FINANCING_LIMITS.initialRepaymentPercent),
  fixed: v.fallback(v.optional(v.pipe(urlNumber, v.picklist(FIXED_YEAR_CHOICES))), undefined),
});

export type FinancingSearch = v.InferOutput<typeof financingSearchSchema>;

export const FINANCING_KEYS = Object.keys(financingSearchSchema.entries) as (keyof FinancingSearch)[];

/** The calculator's terms from a route's search (any other parameter is ignored). */
export function readFinancingSearch(search: Record<string, unknown>): FinancingSearch {
  return v.parse(financingSearchSchema, search);
}

/**
 * A number as typed in the visitor's language: '80.000' and '3,4' in German, '80,000' and '3.4' in
 * English. A separator followed by anything but groups of three digits is read as the decimal point
 * ('3.4' in German too). Null when it is no number.
 */
export function parseTypedNumber(text: string, locale: Locale): number | null {
  const compact = text.replace(/[\s\u00a0€%]/g, '');
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(compact)) return null;
  const [group, decimal] = locale === 'de' ? ['.', ','] : [',', '.'];
  const groupedThousands = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d*)?$`);
  let normal: string;
  if (groupedThousands.test(compact)) {
    normal = compact.replaceAll(group, '').replace(decimal, '.');
  } else {
    // No thousands grouping: one separator of either kind is the decimal point.
    const separators = compact.match(/[.,]/g) ?? [];
    if (separators.length > 1) return null;
    normal = compact.replace(',', '.');
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}
