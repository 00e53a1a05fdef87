import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

import { displayPrice } from '@/content/display-price';
import { PURCHASE_COST_RATES, purchaseCosts } from '@/content/project-page/purchase-costs';
import { type Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import classes from './purchase-cost-table.module.css';

/** What buying this unit costs: price, early-bird discount, land transfer tax, notary and land register. */
export function PurchaseCostTable({ unit }: { unit: Unit }) {
  const { t } = useLingui();
  const { euro, number } = useFormatters();
  const costs = purchaseCosts(displayPrice(unit.price));
  const rates = PURCHASE_COST_RATES;
  const rows = [
    { key: 'price', label: t`Purchase price`, amount: euro(costs.price) },
    {
      key: 'discount',
      label: t`Early-bird discount (${number(rates.earlyBirdDiscount.percent)} %)`,
      amount: `− ${euro(costs.discount)}`,
    },
    { key: 'discounted', label: t`Price after the discount`, amount: euro(costs.discountedPrice) },
    {
      key: 'tax',
      label: t`Land transfer tax Berlin (${number(rates.landTransferTax.percent)} %)`,
      amount: `+ ${euro(costs.landTransferTax)}`,
    },
    {
      key: 'notary',
      label: t`Notary and land register (about ${number(rates.notaryAndLandRegister.percent)} %, estimate)`,
      amount: `+ ${euro(costs.notaryAndLandRegister)}`,
    },
  ];
  return (
    <div className={classes.wrap} data-purchase-costs="">
      <table className={classes.table}>
        <caption className={classes.caption}>{t`Buying costs of apartment ${unit.weNr}`}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-cost={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-cost="total">
            <th scope="row">{t`Total`}</th>
            <td>{euro(costs.total)}</td>
          </tr>
        </tfoot>
      </table>
      <Text fz="xs" c="charcoal.6" mt={4}>
        {t`Tax and fees are charged on the price after the discount. Notary and land register fees are an estimate; the notary's invoice is binding.`}
      </Text>
    </div>
  );
}
