/**
 * The monthly cost calculator's starting values (unit pages and the compare page): typical terms of a
 * German owner-occupier mortgage, each editable by the visitor, and the limits an entry must stay
 * within. An illustration with assumed terms, not a lender's offer: no effective annual rate is
 * stated (§ 6a PAngV would demand a representative example for that).
 */

export interface FinancingDefaults {
  /** Equity as a share of the purchase total (price after discount plus tax and fees), in %. */
  equitySharePercent: number;
  /** Nominal interest per year (Sollzins), in %. */
  interestPercent: number;
  /** Initial repayment per year (anfängliche Tilgung), in % of the loan. */
  initialRepaymentPercent: number;
  /** Fixed-rate period (Zinsbindung), in years. */
  fixedYears: number;
  /** Where the assumed terms come from. */
  source: string;
  /** When they were last checked (ISO date). */
  asOf: string;
}

export const FINANCING_DEFAULTS: FinancingDefaults = {
  equitySharePercent: 20,
  interestPercent: 3.6,
  initialRepaymentPercent: 2,
  fixedYears: 10,
  source:
    'Typical nominal rate for a 10-year fixed-rate owner-occupier loan with 20 % equity in Germany, late 2026 (rate comparisons of credit brokers)',
  asOf: '2026-11-23',
};

/** The fixed-rate periods offered to choose from, in years. */
export const FIXED_YEAR_CHOICES = [5, 10, 15, 20] as const;

/** What an entry may be: outside it, the calculator keeps the default (a shared link cannot break it). */
export const FINANCING_LIMITS = {
  /** Euros of equity. */
  equity: { min: 0, max: 5_000_000 },
  interestPercent: { min: 0, max: 15 },
  initialRepaymentPercent: { min: 0.5, max: 15 },
} as const;
