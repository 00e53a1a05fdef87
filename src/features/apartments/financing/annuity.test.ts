import { describe, expect, it } from 'vitest';

import { annuity, annuityForTerm, monthlyRate } from './annuity';

// Expected values worked out by hand with 50-digit decimals (q = nominal rate / 12;
// debt after n rates = L·(1+q)^n − M·((1+q)^n − 1)/q), rounded to cents.
describe('annuity', () => {
  it('400,000 € at 3.5 % interest and 2 % initial repayment, 10 years fixed', () => {
    // 400,000 × 5.5 % / 12 = 1,833.333… → 1,833.33
    expect(monthlyRate(400_000, 3.5, 2)).toBe(1833.33);
    expect(
      annuity({ loan: 400_000, interestPercent: 3.5, initialRepaymentPercent: 2, fixedYears: 10 }),
    ).toEqual({
      monthlyRate: 1833.33,
      remainingDebt: 304_378.8,
      // 120 × 1,833.33
      totalPaid: 219_999.6,
      // 219,999.60 − (400,000 − 304,378.80)
      totalInterest: 124_378.4,
      payoffMonths: 348,
    });
  });

  it('a 30-year annuity of 300,000 € at 3.6 %: 1,363.94 a month, 233,106.48 € left after 10 years', () => {
    expect(annuityForTerm(300_000, 3.6, 30)).toBe(1363.94);
    // The same rate as an initial repayment: 1,363.94 × 12 / 300,000 = 5.45576 % − 3.6 %.
    const result = annuity({
      loan: 300_000,
      interestPercent: 3.6,
      initialRepaymentPercent: (1363.94 * 1200) / 300_000 - 3.6,
      fixedYears: 10,
    });
    expect(result.monthlyRate).toBe(1363.94);
    expect(result.remainingDebt).toBe(233_106.48);
    expect(result.payoffMonths).toBe(360);
  });

  it('without interest the rate only repays: 120,000 € at 5 % is 500 € a month, half left after 10 years', () => {
    expect(annuityForTerm(120_000, 0, 20)).toBe(500);
    expect(
      annuity({ loan: 120_000, interestPercent: 0, initialRepaymentPercent: 5, fixedYears: 10 }),
    ).toEqual({
      monthlyRate: 500,
      remainingDebt: 60_000,
      totalPaid: 60_000,
      totalInterest: 0,
      payoffMonths: 240,
    });
  });

  it('repaid within the fixed period: 50,000 € at 3 % and 10 % repayment ends after 106 rates, the last one smaller', () => {
    // 50,000 × 13 % / 12 = 541.67; −ln(1 − L·q/M) / ln(1 + q) = 105.08 → 105 full rates, then 41.27.
    expect(
      annuity({ loan: 50_000, interestPercent: 3, initialRepaymentPercent: 10, fixedYears: 15 }),
    ).toEqual({
      monthlyRate: 541.67,
      remainingDebt: 0,
      totalPaid: 56_916.62,
      totalInterest: 6_916.62,
      payoffMonths: 106,
    });
  });

  it('no loan, no rate', () => {
    expect(annuity({ loan: 0, interestPercent: 3.6, initialRepaymentPercent: 2, fixedYears: 10 })).toEqual({
      monthlyRate: 0,
      remainingDebt: 0,
      totalPaid: 0,
      totalInterest: 0,
      payoffMonths: 0,
    });
  });
});
