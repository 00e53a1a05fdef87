import { describe, expect, it } from 'vitest';

import { UNITS } from '../units';
import { PURCHASE_COST_RATES, purchaseCosts } from './purchase-costs';

describe('purchaseCosts', () => {
  it('adds Berlin land transfer tax of 6.0 % and about 2 % notary and land register to the list price', () => {
    expect(purchaseCosts(350_000)).toEqual({
      price: 350_000,
      landTransferTax: 21_000,
      notaryAndLandRegister: 7_000,
      total: 378_000,
      // Worked out apart, for where the discount's conditions are confirmed: 6 % off, then tax and fees.
      withEarlyBirdDiscount: {
        discount: 21_000,
        price: 329_000,
        landTransferTax: 19_740,
        notaryAndLandRegister: 6_580,
        total: 355_320,
      },
    });
  });

  it('rounds every line of a unit’s exact price to whole euros and the total is the sum of the lines', () => {
    for (const unit of UNITS) {
      const { withEarlyBirdDiscount: discounted, ...costs } = purchaseCosts(unit.price);
      expect(costs.price).toBe(unit.price);
      for (const amount of [...Object.values(costs), ...Object.values(discounted)])
        expect(Number.isInteger(amount)).toBe(true);
      expect(costs.total).toBe(costs.price + costs.landTransferTax + costs.notaryAndLandRegister);
      expect(discounted.price).toBe(unit.price - discounted.discount);
      expect(discounted.total).toBe(
        discounted.price + discounted.landTransferTax + discounted.notaryAndLandRegister,
      );
    }
  });

  it('keeps the rates with their source and date, and marks the notary fees as an estimate', () => {
    expect(PURCHASE_COST_RATES.landTransferTax.percent).toBe(6);
    expect(PURCHASE_COST_RATES.earlyBirdDiscount.percent).toBe(6);
    expect(PURCHASE_COST_RATES.notaryAndLandRegister).toMatchObject({ percent: 2, estimate: true });
    for (const rate of Object.values(PURCHASE_COST_RATES)) {
      expect(rate.source.length).toBeGreaterThan(10);
      expect(rate.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('follows other rates when they change', () => {
    const rates = {
      ...PURCHASE_COST_RATES,
      landTransferTax: { ...PURCHASE_COST_RATES.landTransferTax, percent: 5 },
    };
    expect(purchaseCosts(100_000, rates).landTransferTax).toBe(5_000);
    expect(purchaseCosts(100_000, rates).withEarlyBirdDiscount.landTransferTax).toBe(4_700);
  });
});
