import { describe, expect, it } from 'vitest';

import { FINANCING_DEFAULTS } from '@/content/project-page/financing';
import { unitByCode } from '@/content/units';

import { defaultEquity, monthlyCost, termsFrom } from './monthly-cost';

const unit = unitByCode('1.0.2')!;

describe('monthlyCost', () => {
  it('finances the buying costs table’s total less 20 % equity at the assumed terms', () => {
    // 1.0.2: 39.4 m² × 7,000 € = 275,800 €, shown as 276,000 €; − 6 % = 259,440 €;
    // + 6 % tax 15,566 € + 2 % notary 5,189 € = 280,195 €. Equity 20 %: 56,039 €; loan 224,156 €.
    expect(defaultEquity(unit)).toBe(56_039);
    const cost = monthlyCost(unit, termsFrom({}));
    expect(cost).toMatchObject({ purchaseTotal: 280_195, equity: 56_039, loan: 224_156 });
    // 224,156 × (3.6 % + 2 %) / 12 = 1,046.061… → 1,046.06
    expect(cost.monthlyRate).toBe(1046.06);
    expect(FINANCING_DEFAULTS).toMatchObject({
      interestPercent: 3.6,
      initialRepaymentPercent: 2,
      fixedYears: 10,
    });
  });

  it('takes the visitor’s terms and never lends less than nothing', () => {
    const terms = termsFrom({ equity: 100_000.4, interest: 4, repayment: 3, fixed: 15 });
    expect(terms).toEqual({
      equity: 100_000,
      interestPercent: 4,
      initialRepaymentPercent: 3,
      fixedYears: 15,
    });
    expect(monthlyCost(unit, terms)).toMatchObject({ loan: 180_195, monthlyRate: 1051.14 });
    expect(monthlyCost(unit, { ...terms, equity: 1_000_000 })).toMatchObject({
      equity: 280_195,
      loan: 0,
      monthlyRate: 0,
    });
  });
});
