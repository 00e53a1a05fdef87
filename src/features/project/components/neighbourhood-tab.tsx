import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import {
  IconBike,
  IconBuildingCastle,
  IconSchool,
  IconShoppingBag,
  IconTrain,
  IconTrees,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { project } from '@/content/project';
import { NEIGHBOURHOOD_HIGHLIGHTS, type NeighbourhoodIcon } from '@/content/project-detail';

import { IconCardGrid } from './icon-card-grid';

const ICONS: Record<NeighbourhoodIcon, Icon> = {
  park: IconTrees,
  train: IconTrain,
  school: IconSchool,
  shopping: IconShoppingBag,
  culture: IconBuildingCastle,
  bike: IconBike,
};

/** The neighbourhood tab: Niederschönhausen's highlights, with an optional picture. */
export function NeighbourhoodTab({ media }: { media?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <Title order={2} c="pine.6">
        {t`Living in ${project.neighborhood}`}
      </Title>
      <Text c="charcoal.6" maw={720}>
        {t`A green, quiet part of ${project.district} with villas, old trees and parks – and the city centre close by.`}
      </Text>
      {media}
      <IconCardGrid
        items={NEIGHBOURHOOD_HIGHLIGHTS.map((item) => ({ ...item, key: item.icon, icon: ICONS[item.icon] }))}
      />
    </Stack>
  );
}
