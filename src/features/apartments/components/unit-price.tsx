import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';

import { displayPrice, type Unit } from '@/content/units';
import { useFormatters } from '@/lib/i18n/use-formatters';

import classes from './unit-price.module.css';

/** The unit's price (rounded to 1,000 euros, spec §9) and its price per m². */
export function UnitPrice({ unit, large = false }: { unit: Unit; large?: boolean }) {
  const { t } = useLingui();
  const { euro } = useFormatters();
  return (
    <Group gap="md" align="baseline">
      <span
        className={large ? `${classes.price} ${classes.large}` : classes.price}
        data-price={displayPrice(unit.price)}
      >
        {euro(displayPrice(unit.price))}
      </span>
      <Text fz="sm" c="charcoal.7" component="span">
        {t`${euro(unit.pricePerSqm)} per m²`}
      </Text>
    </Group>
  );
}
