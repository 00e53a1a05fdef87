/**
 * The compare selection read from `?units=` (see compare-search.ts): the parameter is kept as written,
 * and read into what can be shown and what cannot: codes of no unit of this project, and codes beyond
 * the first three, are reported to the visitor rather than silently dropped.
 */
import { UNITS, type Unit } from '@/content/units';

/** How many units fit side by side. */
export const MAX_COMPARED_UNITS = 3;

export interface CompareSelection {
  /** The units to show, in the order of the URL, at most MAX_COMPARED_UNITS. */
  units: Unit[];
  /** Codes that name no unit of this project. */
  unknown: string[];
  /** Known units beyond the limit, not shown. */
  overLimit: string[];
}

const BY_CODE = new Map(UNITS.map((unit) => [unit.weNr, unit]));

/** More codes than anyone would write; beyond them the parameter is noise and not read. */
const MAX_CODES_READ = 20;

/** Splits the parameter into codes: commas or spaces between them, each code once. */
export function unitCodesOf(param: string | undefined): string[] {
  return [...new Set((param ?? '').split(/[\s,]+/).filter(Boolean))].slice(0, MAX_CODES_READ);
}

export function readCompareSelection(param: string | undefined): CompareSelection {
  const selection: CompareSelection = { units: [], unknown: [], overLimit: [] };
  for (const code of unitCodesOf(param)) {
    const unit = BY_CODE.get(code);
    if (!unit) selection.unknown.push(code);
    else if (selection.units.length < MAX_COMPARED_UNITS) selection.units.push(unit);
    else selection.overLimit.push(code);
  }
  return selection;
}

/** The search parameter for a list of codes; undefined (no parameter) when empty. */
export function unitsParam(codes: readonly string[]): string | undefined {
  return codes.length ? codes.join(',') : undefined;
}
