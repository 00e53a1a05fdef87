import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';

import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ColumnGrid } from '@/components/layout/column-grid';
import { pastProjectTypeLabels } from '@/content/past-project-types';
import { pastProjects } from '@/content/past-projects';

/** Three past-project cards: image, year, location, type and name. */
export function PastProjectsPreview() {
  const { i18n } = useLingui();
  return (
    <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {pastProjects.map((past) => (
        <Card
          key={past.key}
          withBorder
          radius="md"
          padding={0}
          component="article"
          aria-labelledby={`past-preview-${past.key}`}
        >
          <ResponsiveImage
            image={imageManifest[past.image]}
            alt=""
            sizes="(min-width: 48em) 33vw, 100vw"
            aspectRatio={4 / 3}
          />
          <Stack gap={4} p="md">
            <Group justify="space-between" gap="xs">
              <Text fw={700} c="gold.9" ff="heading">
                {past.year}
              </Text>
              <Badge variant="light" color="pine">
                {i18n._(pastProjectTypeLabels[past.type])}
              </Badge>
            </Group>
            <Title order={3} fz="lg" c="pine.6" id={`past-preview-${past.key}`}>
              {i18n._(past.name)}
            </Title>
            <Text fz="sm" c="charcoal.6">
              {past.location}
            </Text>
          </Stack>
        </Card>
      ))}
    </ColumnGrid>
  );
}
