/**
 * One apartment's repayment example: its total cost incl. buying costs (the cost table's, from the
 * exact list price), the buyer's terms, the annuity once the buyer has entered a rate, and the
 * Hausgeld where the client has supplied an estimate.
 */
import { hausgeldEstimate } from '@/content/hausgeld';
import { FINANCING_DEFAULTS } from '@/content/project-page/financing';
import { purchaseCosts } from '@/content/project-page/purchase-costs';
import type { Unit } from '@/content/units';

import { annuity, toCents, type AnnuityResult } from './annuity';
import type { FinancingSearch } from './financing-search';

export interface FinancingTerms {
  /** Euros of equity; undefined: the default share of each unit's total. */
  equity: number | undefined;
  /** The buyer's nominal rate; undefined until entered (no rate is preset). */
  interestPercent: number | undefined;
  initialRepaymentPercent: number;
  fixedYears: number;
}

export interface MonthlyCost {
  /** The list price plus land transfer tax, notary and land register (whole euros). */
  purchaseTotal: number;
  equity: number;
  loan: number;
  /** The annuity; undefined until a rate is entered. */
  repayment: AnnuityResult | undefined;
  /** The client's monthly Hausgeld estimate for this apartment, if supplied. */
  hausgeld: number | undefined;
  /** The monthly rate plus the Hausgeld, where both are known. */
  monthlyOwnership: number | undefined;
}

export function termsFrom(search: FinancingSearch, defaults = FINANCING_DEFAULTS): FinancingTerms {
  return {
    equity: search.equity === undefined ? undefined : Math.round(search.equity),
    interestPercent: search.interest,
    initialRepaymentPercent: search.repayment ?? defaults.initialRepaymentPercent,
    fixedYears: search.fixed ?? defaults.fixedYears,
  };
}

/** The default equity: its share of the unit's total cost, in whole euros. */
export function defaultEquity(unit: Unit, defaults = FINANCING_DEFAULTS): number {
  return Math.round((purchaseCosts(unit.price).total * defaults.equitySharePercent) / 100);
}

export function monthlyCost(
  unit: Unit,
  terms: FinancingTerms,
  hausgeld = hausgeldEstimate(unit.weNr),
): MonthlyCost {
  const purchaseTotal = purchaseCosts(unit.price).total;
  // Equity beyond the total buys nothing more: the loan is then 0.
  const equity = Math.min(terms.equity ?? defaultEquity(unit), purchaseTotal);
  const loan = purchaseTotal - equity;
  const repayment =
    terms.interestPercent === undefined
      ? undefined
      : annuity({
          loan,
          interestPercent: terms.interestPercent,
          initialRepaymentPercent: terms.initialRepaymentPercent,
          fixedYears: terms.fixedYears,
        });
  return {
    purchaseTotal,
    equity,
    loan,
    repayment,
    hausgeld,
    monthlyOwnership:
      repayment === undefined || hausgeld === undefined
        ? undefined
        : toCents(repayment.monthlyRate + hausgeld),
  };
}
