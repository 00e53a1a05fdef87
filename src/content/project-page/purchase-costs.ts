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
      'Berlin land transfer tax rate, § 11 (1) GrEStG with the Berlin rate law (StESG Berlin), 6.0 % since 1 Jan 2014',
    asOf: '2026-11-23',
    estimate: false,
  },
  /** Notary and land register fees follow the GNotKG fee tables; about 2 % of the price is the usual estimate. */
  notaryAndLandRegister: {
    percent: 2.0,
    source: 'Estimate from the fee tables of the GNotKG (notary about 1.5 %, land register about 0.5 %)',
    asOf: '2026-11-23',
    estimate: true,
  },
};

export interface PurchaseCostBreakdown {
  /** The listed price. */
  price: number;
  /** The early-bird discount, as a positive amount to subtract. */
  discount: number;
  /** Price after the discount: the contract price the taxes and fees are based on. */
  discountedPrice: number;
  landTransferTax: number;
  notaryAndLandRegister: number;
  /** Discounted price plus tax and fees. */
  total: number;
}

const share = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** The buying costs of one unit, every amount in whole euros. */
export function purchaseCosts(price: number, rates = PURCHASE_COST_RATES): PurchaseCostBreakdown {
  const discount = share(price, rates.earlyBirdDiscount.percent);
  const discountedPrice = price - discount;
  const landTransferTax = share(discountedPrice, rates.landTransferTax.percent);
  const notaryAndLandRegister = share(discountedPrice, rates.notaryAndLandRegister.percent);
  return {
    price,
    discount,
    discountedPrice,
    landTransferTax,
    notaryAndLandRegister,
    total: discountedPrice + landTransferTax + notaryAndLandRegister,
  };
}
