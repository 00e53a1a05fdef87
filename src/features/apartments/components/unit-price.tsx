import { useLingui } from '@lingui/react/macro';

import { type Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import classes from './unit-price.module.css';

/**
 * The unit's exact price (never rounded below what the buyer pays) and its price per m². Plain elements,
 * not Mantine's Group and Text: each of the finder's 56 cards shows it (see unit-card.tsx).
 */
export function UnitPrice({ unit, large = false }: { unit: Unit; large?: boolean }) {
  const { t } = useLingui();
  const { euro } = useFormatters();
  return (
    <div className={classes.root}>
      <span className={large ? `${classes.price} ${classes.large}` : classes.price} data-price={unit.price}>
        {euro(unit.price)}
      </span>
      <span className={classes.perSqm}>{t`${euro(unit.pricePerSqm)} per m²`}</span>
    </div>
  );
}
