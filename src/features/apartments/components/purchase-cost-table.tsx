import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

import { DiscountTerms } from '@/components/discount/discount-terms';
import { displayPrice } from '@/content/display-price';
import { PURCHASE_COST_RATES, purchaseCosts } from '@/content/project-page/purchase-costs';
import { type Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import classes from './purchase-cost-table.module.css';

export type PurchaseCostKey = 'price' | 'discount' | 'discounted' | 'tax' | 'notary' | 'total';

/**
 * The amounts of buying a unit as shown, each with its sign (the discount subtracted, tax and fees
 * added): the card's and unit page's cost table, and the compare page's cost rows.
 */
export function usePurchaseCostAmounts(): (unit: Unit) => Record<PurchaseCostKey, string> {
  const { euro } = useFormatters();
  return (unit) => {
    const costs = purchaseCosts(displayPrice(unit.price));
    return {
      price: euro(costs.price),
      discount: `− ${euro(costs.discount)}`,
      discounted: euro(costs.discountedPrice),
      tax: `+ ${euro(costs.landTransferTax)}`,
      notary: `+ ${euro(costs.notaryAndLandRegister)}`,
      total: euro(costs.total),
    };
  };
}

/** What the costs are based on, which of them is an estimate, and the discount's conditions. */
export function PurchaseCostNote() {
  const { t } = useLingui();
  return (
    <Text fz="xs" c="charcoal.6" mt={4}>
      {t`Based on the price shown, rounded to the nearest 1,000 euros; the exact price is on the price list. Tax and fees are charged on the price after the discount. Notary and land register fees are an estimate; the notary's invoice is binding.`}{' '}
      <span data-discount-terms="">
        <DiscountTerms />
      </span>
    </Text>
  );
}

/** What buying this unit costs: price, early-bird discount, land transfer tax, notary and land register. */
export function PurchaseCostTable({ unit }: { unit: Unit }) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const amounts = usePurchaseCostAmounts()(unit);
  const rates = PURCHASE_COST_RATES;
  const rows: { key: Exclude<PurchaseCostKey, 'total'>; label: string }[] = [
    { key: 'price', label: t`Purchase price` },
    { key: 'discount', label: t`Early-bird discount (${number(rates.earlyBirdDiscount.percent)} %)` },
    { key: 'discounted', label: t`Price after the discount` },
    { key: 'tax', label: t`Land transfer tax Berlin (${number(rates.landTransferTax.percent)} %)` },
    {
      key: 'notary',
      label: t`Notary and land register (about ${number(rates.notaryAndLandRegister.percent)} %, estimate)`,
    },
  ];
  return (
    <div className={classes.wrap} data-purchase-costs="">
      <table className={classes.table}>
        <caption
          className={classes.caption}
        >{t`Purchase price and buying costs of apartment ${unit.weNr}`}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-cost={row.key}>
              <th scope="row">{row.label}</th>
              <td>{amounts[row.key]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-cost="total">
            <th scope="row">{t`Estimated total`}</th>
            <td>{amounts.total}</td>
          </tr>
        </tfoot>
      </table>
      <PurchaseCostNote />
    </div>
  );
}
