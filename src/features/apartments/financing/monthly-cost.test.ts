import { describe, expect, it } from 'vitest';

import { FINANCING_DEFAULTS } from '@/content/project-page/financing';
import { unitByCode } from '@/content/units';

import { defaultEquity, monthlyCost, termsFrom } from './monthly-cost';

const unit = unitByCode('1.0.2')!;

describe('monthlyCost', () => {
  it('works from the exact list price plus buying costs, and shows no rate until the buyer enters one', () => {
    // 1.0.2: 39.4 m² × 7,000 € = 275,800 €; + 6 % tax 16,548 € + 2 % notary 5,516 € = 297,864 €.
    // Equity 20 %: 59,573 € (59,572.8); loan 238,291 €.
    expect(unit.price).toBe(275_800);
    expect(defaultEquity(unit)).toBe(59_573);
    const cost = monthlyCost(unit, termsFrom({}));
    expect(cost).toMatchObject({ purchaseTotal: 297_864, equity: 59_573, loan: 238_291 });
    expect(cost.repayment).toBeUndefined();
    expect(cost.monthlyOwnership).toBeUndefined();
    expect(FINANCING_DEFAULTS).not.toHaveProperty('interestPercent');
    expect(FINANCING_DEFAULTS).toMatchObject({ initialRepaymentPercent: 2, fixedYears: 10 });
  });

  it('takes the buyer’s rate and terms, and never lends less than nothing', () => {
    const terms = termsFrom({ equity: 100_000.4, interest: 4, repayment: 3, fixed: 15 });
    expect(terms).toEqual({
      equity: 100_000,
      interestPercent: 4,
      initialRepaymentPercent: 3,
      fixedYears: 15,
    });
    // 197,864 × (4 % + 3 %) / 12 = 1,154.206… → 1,154.21
    expect(monthlyCost(unit, terms)).toMatchObject({ loan: 197_864, repayment: { monthlyRate: 1154.21 } });
    expect(monthlyCost(unit, { ...terms, equity: 1_000_000 })).toMatchObject({
      equity: 297_864,
      loan: 0,
      repayment: { monthlyRate: 0 },
    });
  });

  it('adds a supplied Hausgeld estimate as its own figure, and none when there is none', () => {
    const terms = termsFrom({ equity: 100_000, interest: 4, repayment: 3 });
    expect(monthlyCost(unit, terms, 310)).toMatchObject({ hausgeld: 310, monthlyOwnership: 1464.21 });
    expect(monthlyCost(unit, terms, undefined)).toMatchObject({
      hausgeld: undefined,
      monthlyOwnership: undefined,
    });
    expect(monthlyCost(unit, termsFrom({}), 310)).toMatchObject({
      hausgeld: 310,
      monthlyOwnership: undefined,
    });
  });
});
