/**
 * The repayment calculator's starting values and limits (unit pages and the compare page). It is a
 * neutral example, not credit advertising: the buyer enters their own nominal rate, so no rate is
 * preset, no lender is named and no effective annual rate is stated (§ 17 PAngV).
 */

export interface FinancingDefaults {
  /** Equity as a share of the total cost incl. buying costs, in %. */
  equitySharePercent: number;
  /** Initial repayment per year (anfängliche Tilgung), in % of the loan. */
  initialRepaymentPercent: number;
  /** Fixed-rate period (Zinsbindung), in years. */
  fixedYears: number;
  /** Shown in the empty rate field as an example of the format, never used in a calculation. */
  interestPlaceholder: number;
}

export const FINANCING_DEFAULTS: FinancingDefaults = {
  equitySharePercent: 20,
  initialRepaymentPercent: 2,
  fixedYears: 10,
  interestPlaceholder: 3.5,
};

/** The fixed-rate periods offered to choose from, in years. */
export const FIXED_YEAR_CHOICES = [5, 10, 15, 20] as const;

/** What an entry may be: outside it, the calculator ignores the entry (a shared link cannot break it). */
export const FINANCING_LIMITS = {
  /** Euros of equity. */
  equity: { min: 0, max: 5_000_000 },
  interestPercent: { min: 0, max: 15 },
  initialRepaymentPercent: { min: 0.5, max: 15 },
} as const;
