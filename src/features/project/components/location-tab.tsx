import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { IconExternalLink, IconMapPin, IconTrain, IconTrees } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { mapsSearchUrl } from '@/content/company';
import { project, projectAddressLine } from '@/content/project';

/** The location tab: address, a link to a map search, travel times. */
export function LocationTab({ media }: { media?: ReactNode }) {
  const { t } = useLingui();
  const address = projectAddressLine();
  return (
    <Stack gap="lg">
      <Title order={2} c="pine.6">
        {t`Location`}
      </Title>
      <ColumnGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color="pine" variant="light" size={40} radius="xl">
                <IconMapPin size={22} aria-hidden="true" />
              </ThemeIcon>
              <div>
                <Text fw={700}>{project.name}</Text>
                <Text c="charcoal.6">{address}</Text>
                <Text c="charcoal.6" fz="sm">
                  {t`${project.neighborhood}, district of ${project.district}`}
                </Text>
              </div>
            </Group>
            <List spacing="xs">
              <List.Item icon={<IconTrain size={18} aria-hidden="true" />}>
                {t`${project.transit.sUBahnMinutes} minutes to the S+U station`}
              </List.Item>
              <List.Item icon={<IconTrees size={18} aria-hidden="true" />}>
                {t`${project.transit.parkWalkMinutes} minutes' walk to the park`}
              </List.Item>
            </List>
            <Button
              component="a"
              href={mapsSearchUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              rightSection={<IconExternalLink size={16} aria-hidden="true" />}
              w="fit-content"
            >
              {t`Open in maps`}
            </Button>
            <Text fz="xs" c="charcoal.5">
              {t`The map opens on an external site and needs a connection.`}{' '}
              <Anchor href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" fz="xs">
                {address}
              </Anchor>
            </Text>
          </Stack>
        </Card>
        {media}
      </ColumnGrid>
    </Stack>
  );
}
