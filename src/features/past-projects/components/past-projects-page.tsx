import { useLingui } from '@lingui/react/macro';
import { Anchor, Chip, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { IconArrowLeft } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { PageIntro } from '@/components/layout/page-intro';
import {
  PAST_PROJECT_TYPES,
  pastProjectTypeLabels,
  type PastProjectType,
} from '@/content/past-project-types';
import { filterPastProjects, pastProjects } from '@/content/past-projects';
import { useHydrated } from '@/first-load/hydration';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { PastProjectCard } from './past-project-card';

const ALL = 'all';

/** The past projects with a filter by type and a back link. */
export function PastProjectsPage({
  type,
  onTypeChange,
}: {
  type: PastProjectType | undefined;
  onTypeChange: (type: PastProjectType | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // The prerendered page shows all projects; the URL's filter applies once the page is interactive.
  const active = useHydrated() ? type : undefined;
  const shown = filterPastProjects(pastProjects, active);
  const options = [
    { value: ALL, label: t`All` },
    ...PAST_PROJECT_TYPES.map((value) => ({ value, label: i18n._(pastProjectTypeLabels[value]) })),
  ];
  return (
    <>
      <Container size="lg" pt="lg">
        <Anchor
          fw={600}
          className="tap-target"
          renderRoot={(props) => <Link to="/{-$locale}" params={localeParam(locale)} {...props} />}
        >
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t`Back to home`}
          </Group>
        </Anchor>
      </Container>
      <PageIntro
        eyebrow={t`Past projects`}
        title={t`Built in Berlin`}
        lead={t`Residential, mixed-use and commercial buildings our architect has realised in Berlin since ${pastProjects.at(-1)!.year}.`}
      />
      <Container size="lg" pb={72}>
        <Group justify="space-between" align="center" mb="lg" gap="sm">
          <Chip.Group
            multiple={false}
            value={active ?? ALL}
            onChange={(value) => onTypeChange(value === ALL ? undefined : (value as PastProjectType))}
          >
            <Group gap="xs" role="radiogroup" aria-label={t`Filter by type`}>
              {options.map((option) => (
                <Chip key={option.value} value={option.value} type="radio" color="pine" variant="outline">
                  {option.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text c="charcoal.6" fz="sm" role="status" aria-live="polite">
            {t`${shown.length} of ${pastProjects.length} projects`}
          </Text>
        </Group>
        <ColumnGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {shown.map((project, index) => (
            <PastProjectCard key={project.key} project={project} priority={index === 0} />
          ))}
        </ColumnGrid>
      </Container>
    </>
  );
}
