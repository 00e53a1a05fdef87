import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { imageManifest } from '@/assets/image-manifest.gen';
import { IconBuildingSkyscraper, IconCheck, IconHome, IconMasksTheater } from '@/components/icons';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { PAST_PROJECT_DETAILS } from '@/content/about-page/past-project-details';
import { pastProjectTypeLabels } from '@/content/past-project-types';
import type { PastProject } from '@/content/past-projects';
import { useFormatters } from '@/lib/i18n/use-formatters';

const PROJECT_ICONS: Record<PastProject['icon'], typeof IconHome> = {
  home: IconHome,
  theater: IconMasksTheater,
  office: IconBuildingSkyscraper,
};

/** One past project: image, year, location, type, name, description and four key features. */
export function PastProjectCard({ project, priority }: { project: PastProject; priority: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = `past-project-${project.key}`;
  const { number } = useFormatters();
  const Icon = PROJECT_ICONS[project.icon];
  const details = PAST_PROJECT_DETAILS[project.key];
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      component="article"
      aria-labelledby={headingId}
      data-project={project.key}
    >
      <ResponsiveImage
        image={imageManifest[project.image]}
        alt={i18n._(project.name)}
        sizes="(min-width: 62em) 380px, (min-width: 48em) 50vw, 100vw"
        aspectRatio={4 / 3}
        priority={priority}
      />
      <Stack gap="sm" p="lg" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <ThemeIcon size={28} variant="light" color="pine" radius="xl">
              <Icon size={16} aria-hidden />
            </ThemeIcon>
            <Text fw={700} c="gold.9" ff="heading" fz="lg">
              {project.year}
            </Text>
          </Group>
          <Badge variant="light" color="pine">
            {i18n._(pastProjectTypeLabels[project.type])}
          </Badge>
        </Group>
        <Title order={2} fz={22} id={headingId} c="pine.6">
          {i18n._(project.name)}
        </Title>
        <Text fz="sm" c="charcoal.6">
          {project.location} · {i18n._(details.role)} · {i18n._(details.status)}
        </Text>
        {/* The size is left out until the client supplies it (past-projects.ts). */}
        {project.sizeSqm !== undefined && (
          <Text fz="sm" c="charcoal.6" data-project-size="">
            {t`Size:`} {t`${number(project.sizeSqm)} m² gross floor area`}
          </Text>
        )}
        <Text>{i18n._(details.description)}</Text>
        <Text fw={600} fz="sm" mt="xs">
          {t`Key features`}
        </Text>
        <List
          spacing={4}
          size="sm"
          icon={
            <ThemeIcon size={18} radius="xl" color="pine" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          {details.features.map((feature) => (
            <List.Item key={feature.id}>{i18n._(feature)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
