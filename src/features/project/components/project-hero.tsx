import { useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { LogoMark } from '@/components/brand/logo-mark';
import { IconMapPin, IconMessageCircle } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useContactRequest } from '@/components/layout/contact-request';
import { mapsSearchUrl } from '@/content/company';
import { project, projectAddressLine } from '@/content/project';
import { projectDates } from '@/content/project-dates';
import { wholeSqmRange } from '@/content/unit-figures';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

/** Breadcrumb, title with logo, address (maps search), status and completion, key figures, contact. */
export function ProjectHero() {
  const { t } = useLingui();
  const locale = useLocale();
  const { euro, areaRange } = useFormatters();
  const { openContact, prepareContact } = useContactRequest();
  const address = projectAddressLine();
  const area = wholeSqmRange(project.livingArea);
  const { startMonth, completionQuarter } = projectDates(locale);
  const figures = [
    { id: 'apartments', label: t`Apartments`, value: String(project.residentialUnits) },
    { id: 'buildings', label: t`Buildings`, value: String(project.buildings) },
    { id: 'rooms', label: t`Rooms`, value: t`${project.rooms.min} to ${project.rooms.max}` },
    {
      id: 'area',
      label: t`Living area`,
      value: areaRange(area.min, area.max),
    },
    {
      id: 'prices',
      label: t`Prices`,
      value: `${euro(project.price.min)} – ${euro(project.price.max)}`,
    },
    {
      id: 'energy',
      label: t`Energy`,
      value: t`Efficiency House ${project.energy.efficiencyHouse} · energy efficiency class ${project.energy.consumptionClass} (planned)`,
    },
  ];

  return (
    <Container size="lg" pt={{ base: 32, sm: 48 }} pb={24}>
      <Stack gap="lg">
        <Breadcrumbs separator="›" aria-label={t`Breadcrumb`} component="nav">
          <Anchor
            renderRoot={(props) => <Link to="/{-$locale}" params={localeParam(locale)} {...props} />}
            fz="sm"
          >
            {t`Home`}
          </Anchor>
          <Anchor
            renderRoot={(props) => <Link to="/{-$locale}/projects" params={localeParam(locale)} {...props} />}
            fz="sm"
          >
            {t`Projects`}
          </Anchor>
          <Text fz="sm" aria-current="page">
            {project.name}
          </Text>
        </Breadcrumbs>
        <Group gap="md" wrap="nowrap" align="center">
          <LogoMark size={52} />
          <Title order={1} fz={{ base: 32, sm: 46 }} c="pine.6">
            {project.name}
          </Title>
        </Group>
        <Anchor
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          c="charcoal.7"
          w="fit-content"
          className="tap-target"
        >
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden="true" />
            <span>
              {address} · {project.neighborhood}
            </span>
            <VisuallyHidden>{t`(opens a map in a new tab)`}</VisuallyHidden>
          </Group>
        </Anchor>
        <Group gap="xl" align="flex-end" justify="space-between">
          <Stack gap={4}>
            <Text fw={700} c="gold.8" tt="uppercase" fz="sm" lts={1}>
              {t`Construction in progress`}
            </Text>
            <Text fz="lg">
              {t`Construction started ${startMonth} · completion expected in ${completionQuarter}`}
            </Text>
          </Stack>
          <Button
            size="md"
            leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
            onPointerDown={prepareContact}
            onClick={() => openContact()}
          >
            {t`Contact developer`}
          </Button>
        </Group>
        <ColumnGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="dl">
          {figures.map((figure) => (
            <div key={figure.id}>
              <Text component="dt" fz="xs" tt="uppercase" c="charcoal.5" fw={600} lts={0.5}>
                {figure.label}
              </Text>
              <Text component="dd" m={0} fw={600} c="charcoal.7">
                {figure.value}
              </Text>
            </div>
          ))}
        </ColumnGrid>
      </Stack>
    </Container>
  );
}
