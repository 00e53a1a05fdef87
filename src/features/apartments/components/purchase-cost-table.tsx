import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

import { DiscountTerms } from '@/components/discount/discount-terms';
import { earlyBirdDiscount } from '@/content/early-bird-discount';
import { PURCHASE_COST_RATES, purchaseCosts } from '@/content/project-page/purchase-costs';
import { type Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import classes from './purchase-cost-table.module.css';
import { useTotalCostLabel } from './use-total-cost-label';

export type PurchaseCostKey = 'price' | 'tax' | 'notary' | 'total' | 'discount' | 'discounted-total';

/**
 * The amounts of buying a unit as shown, each with its sign (tax and fees added, the discount
 * subtracted), from the unit's exact list price: the card's and unit page's cost table, and the
 * compare page's cost rows. The discount's figures are shown only where its conditions are confirmed.
 */
export function usePurchaseCostAmounts(): (unit: Unit) => Record<PurchaseCostKey, string> {
  const { euro } = useFormatters();
  return (unit) => {
    const costs = purchaseCosts(unit.price);
    const discounted = costs.withEarlyBirdDiscount;
    return {
      price: euro(costs.price),
      tax: `+\u00a0${euro(costs.landTransferTax)}`,
      notary: `+\u00a0${euro(costs.notaryAndLandRegister)}`,
      total: euro(costs.total),
      discount: `−\u00a0${euro(discounted.discount)}`,
      'discounted-total': euro(discounted.total),
    };
  };
}

/** What the costs are based on, which of them is an estimate, and the discount with its conditions. */
export function PurchaseCostNote() {
  const { t } = useLingui();
  return (
    <Text fz="xs" c="charcoal.6" mt={4}>
      {t`Worked out from the exact list price. Notary and land register fees are an estimate; the notary's invoice is binding.`}{' '}
      {!earlyBirdDiscount.confirmed &&
        t`The early-bird discount is not deducted while its conditions are open.`}{' '}
      <span data-discount-terms="">
        <DiscountTerms />
      </span>
    </Text>
  );
}

/**
 * What buying this unit costs: its price, land transfer tax, notary and land register, the total; and,
 * once its conditions are confirmed, the early-bird discount as its own lines.
 */
export function PurchaseCostTable({ unit }: { unit: Unit }) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const amounts = usePurchaseCostAmounts()(unit);
  const totalLabel = useTotalCostLabel();
  const rates = PURCHASE_COST_RATES;
  const rows: { key: Exclude<PurchaseCostKey, 'total' | 'discount' | 'discounted-total'>; label: string }[] =
    [
      { key: 'price', label: t`Purchase price` },
      { key: 'tax', label: t`Land transfer tax Berlin (${number(rates.landTransferTax.percent)} %)` },
      {
        key: 'notary',
        label: t`Notary and land register (about ${number(rates.notaryAndLandRegister.percent)} %, estimate)`,
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
          <tr data-cost="total" className={classes.total}>
            <th scope="row">{totalLabel}</th>
            <td>{amounts.total}</td>
          </tr>
        </tbody>
        {earlyBirdDiscount.confirmed && (
          <tbody data-cost-group="early-bird">
            <tr>
              <th scope="rowgroup" colSpan={2} className={classes.group}>
                {t`With early-bird discount, if the conditions apply`}
              </th>
            </tr>
            <tr data-cost="discount">
              <th scope="row">{t`Early-bird discount (${number(rates.earlyBirdDiscount.percent)} %)`}</th>
              <td>{amounts.discount}</td>
            </tr>
            <tr data-cost="discounted-total" className={classes.total}>
              <th scope="row">{totalLabel}</th>
              <td>{amounts['discounted-total']}</td>
            </tr>
          </tbody>
        )}
      </table>
      <PurchaseCostNote />
    </div>
  );
}
