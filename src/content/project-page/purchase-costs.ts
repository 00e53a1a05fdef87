/**
 * What a buyer pays on top of the price, per unit: the rates in one typed place with their source and
 * the date they were checked, and the one function that turns a price into the breakdown.
 */
import { project } from '../project';

export interface CostRate {
  percent: number;
  /** Where the rate comes from. */
  source: string;
  /** When the rate was last checked (ISO date). */
  asOf: string;
  /** An estimate rather than a fixed rate. */
  estimate: boolean;
}

export type CostRateName = 'earlyBirdDiscount' | 'landTransferTax' | 'notaryAndLandRegister';

export const PURCHASE_COST_RATES: Readonly<Record<CostRateName, CostRate>> = {
  earlyBirdDiscount: {
    percent: project.earlyBirdDiscountPercent,
    source: 'Developer offer for early buyers (project facts, src/content/project.ts)',
    asOf: '2026-11-23',
    estimate: false,
  },
  /** Grunderwerbsteuer in Berlin: 6.0 % since 1 January 2014. */
  landTransferTax: {
    percent: 6.0,
    source:
      'Berlin land transfer tax rate, § 11 (1) GrEStG with the Berlin rate law (StESG Berlin), 6.0 % since 1 Jan 2014',
    asOf: '2026-11-23',
    estimate: false,
  },
  /** Notary and land register fees follow the GNotKG fee tables; about 2 % of the price is the usual estimate. */
  notaryAndLandRegister: {
    percent: 2.0,
    source: 'Estimate from the fee tables of the GNotKG (notary about 1.5 %, land register about 0.5 %)',
    asOf: '2026-11-23',
    estimate: true,
  },
};

/** A price with the buying costs charged on it, in whole euros. */
export interface BuyingCosts {
  /** The price paid to the seller (Gesamtpreis). */
  price: number;
  landTransferTax: number;
  notaryAndLandRegister: number;
  /** Price plus tax and fees: the total cost incl. buying costs (estimated). */
  total: number;
}

export interface PurchaseCostBreakdown extends BuyingCosts {
  /**
   * The same with the early-bird discount taken off the price: shown only where the discount's
   * conditions are confirmed, as its own line, never in place of the list price's figures.
   */
  withEarlyBirdDiscount: BuyingCosts & {
    /** The discount, as a positive amount to subtract from the list price. */
    discount: number;
  };
}

const share = (amount: number, percent: number) => Math.round((amount * percent) / 100);

function buyingCosts(price: number, rates: Readonly<Record<CostRateName, CostRate>>): BuyingCosts {
  const landTransferTax = share(price, rates.landTransferTax.percent);
  const notaryAndLandRegister = share(price, rates.notaryAndLandRegister.percent);
  return {
    price,
    landTransferTax,
    notaryAndLandRegister,
    total: price + landTransferTax + notaryAndLandRegister,
  };
}

/** The buying costs of one unit from its exact list price, every amount in whole euros. */
export function purchaseCosts(price: number, rates = PURCHASE_COST_RATES): PurchaseCostBreakdown {
  const discount = share(price, rates.earlyBirdDiscount.percent);
  return {
    ...buyingCosts(price, rates),
    withEarlyBirdDiscount: { discount, ...buyingCosts(price - discount, rates) },
  };
}
