import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { HIGHLIGHT_ICONS } from '@/components/icons/highlight-icons';
import { project } from '@/content/project';
import { neighbourhoodHighlights } from '@/content/project-highlights';

import { IconCardGrid } from './icon-card-grid';

/** The neighbourhood tab: Niederschönhausen's highlights, with an optional picture. */
export function NeighbourhoodTab({ media }: { media?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <Title order={2} c="pine.6">
        {t`Living in ${project.neighborhood}`}
      </Title>
      <Text c="charcoal.6" maw={720}>
        {t`A green, quiet part of ${project.district} with villas, old trees and parks, connected to the city centre by S-Bahn and U-Bahn.`}
      </Text>
      {media}
      <IconCardGrid
        items={neighbourhoodHighlights.map((item) => ({
          ...item,
          key: item.icon,
          icon: HIGHLIGHT_ICONS[item.icon],
        }))}
      />
    </Stack>
  );
}
