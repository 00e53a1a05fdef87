import { useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Button, Container, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { LogoMark } from '@/components/brand/logo-mark';
import { IconMapPin, IconMessageCircle } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useContactRequest } from '@/components/layout/contact-request';
import plain from '@/components/layout/stack-row-text.module.css';
import { mapsSearchUrl } from '@/content/company';
import { project, projectAddressLine } from '@/content/project';
import { projectDates } from '@/content/project-dates';
import { wholeSqmRange } from '@/content/unit-figures';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './project-hero.module.css';

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
    <Container size="lg" className={classes.hero}>
      <div className={`${plain.stack} ${plain.gapLg}`}>
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
          <p className={classes.crumb} aria-current="page">
            {project.name}
          </p>
        </Breadcrumbs>
        <div className={classes.titleRow}>
          <LogoMark size={52} />
          <h1 className={classes.title}>{project.name}</h1>
        </div>
        <Anchor
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          c="charcoal.7"
          w="fit-content"
          className="tap-target"
        >
          <div className={classes.addressRow}>
            <IconMapPin size={18} aria-hidden="true" />
            <span>
              {address} · {project.neighborhood}
            </span>
            <VisuallyHidden>{t`(opens a map in a new tab)`}</VisuallyHidden>
          </div>
        </Anchor>
        <div className={`${plain.row} ${plain.bottom} ${plain.spread} ${plain.gapXl}`}>
          <div className={`${plain.stack} ${plain.gap4}`}>
            <p className={classes.status}>{t`Construction in progress`}</p>
            <p className={classes.dates}>
              {t`Construction started ${startMonth} · completion expected in ${completionQuarter}`}
            </p>
          </div>
          <Button
            size="md"
            leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
            onPointerDown={prepareContact}
            onClick={() => openContact()}
          >
            {t`Contact developer`}
          </Button>
        </div>
        <ColumnGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="dl">
          {figures.map((figure) => (
            <div key={figure.id}>
              <dt className={classes.figureLabel}>{figure.label}</dt>
              <dd className={classes.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </ColumnGrid>
      </div>
    </Container>
  );
}
