/** One unit's financing: its purchase total (the buying costs table's), the visitor's terms, the annuity. */
import { displayPrice } from '@/content/display-price';
import { FINANCING_DEFAULTS } from '@/content/project-page/financing';
import { purchaseCosts } from '@/content/project-page/purchase-costs';
import type { Unit } from '@/content/units';

import { annuity, type AnnuityResult } from './annuity';
import type { FinancingSearch } from './financing-search';

export interface FinancingTerms {
  /** Euros of equity; undefined: the default share of each unit's total. */
  equity: number | undefined;
  interestPercent: number;
  initialRepaymentPercent: number;
  fixedYears: number;
}

export interface MonthlyCost extends AnnuityResult {
  /** Price after the discount, plus land transfer tax, notary and land register (whole euros). */
  purchaseTotal: number;
  equity: number;
  loan: number;
}

export function termsFrom(search: FinancingSearch, defaults = FINANCING_DEFAULTS): FinancingTerms {
  return {
    equity: search.equity === undefined ? undefined : Math.round(search.equity),
    interestPercent: search.interest ?? defaults.interestPercent,
    initialRepaymentPercent: search.repayment ?? defaults.initialRepaymentPercent,
    fixedYears: search.fixed ?? defaults.fixedYears,
  };
}

/** The default equity: its share of the unit's purchase total, in whole euros. */
export function defaultEquity(unit: Unit, defaults = FINANCING_DEFAULTS): number {
  return Math.round((purchaseCosts(displayPrice(unit.price)).total * defaults.equitySharePercent) / 100);
}

export function monthlyCost(unit: Unit, terms: FinancingTerms): MonthlyCost {
  const purchaseTotal = purchaseCosts(displayPrice(unit.price)).total;
  // Equity beyond the total buys nothing more: the loan is then 0.
  const equity = Math.min(terms.equity ?? defaultEquity(unit), purchaseTotal);
  const loan = purchaseTotal - equity;
  return {
    purchaseTotal,
    equity,
    loan,
    ...annuity({
      loan,
      interestPercent: terms.interestPercent,
      initialRepaymentPercent: terms.initialRepaymentPercent,
      fixedYears: terms.fixedYears,
    }),
  };
}
