import { useLingui } from '@lingui/react/macro';
import { Card, Text } from '@mantine/core';

import { FloorLayoutSvg } from '@/features/apartments/floor-plans/floor-layout-svg';

/** The site plan: the street building on Grabbeallee, the garden houses behind it. */
export function LocationImage() {
  const { t } = useLingui();
  return (
    <Card withBorder padding="sm" component="figure" m={0}>
      <FloorLayoutSvg floor={0} />
      <Text component="figcaption" fz="sm" c="charcoal.6" mt="xs">
        {t`Site plan: the street building on Grabbeallee, with the three garden houses in the courtyard behind it.`}
      </Text>
    </Card>
  );
}
