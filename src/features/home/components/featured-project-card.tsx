import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { imageManifest } from '@/assets/image-manifest.gen';
import { DiscountTerms } from '@/components/discount/discount-terms';
import { IconArrowRight } from '@/components/icons';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ColumnGrid } from '@/components/layout/column-grid';
import plain from '@/components/layout/stack-row-text.module.css';
import { PROJECT_ID, project, projectAddressLine, projectImages } from '@/content/project';
import { projectDates } from '@/content/project-dates';
import { wholeSqmRange } from '@/content/unit-figures';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './featured-project-card.module.css';

/** The featured project with its key figures and a learn-more link. */
export function FeaturedProjectCard() {
  const { t } = useLingui();
  const locale = useLocale();
  const { euro, areaRange } = useFormatters();
  const area = wholeSqmRange(project.livingArea);
  const { startMonth, completionQuarter } = projectDates(locale);
  const facts = [
    {
      id: 'apartments',
      label: t`Apartments`,
      value: t`${project.residentialUnits} in ${project.buildings} buildings`,
    },
    { id: 'rooms', label: t`Rooms`, value: t`${project.rooms.min} to ${project.rooms.max}` },
    {
      id: 'area',
      label: t`Living space`,
      value: areaRange(area.min, area.max),
    },
    {
      id: 'prices',
      label: t`Prices`,
      value: `${euro(project.price.min)} – ${euro(project.price.max)}`,
    },
    { id: 'completion', label: t`Expected completion`, value: completionQuarter },
    {
      id: 'energy',
      label: t`Energy`,
      value: t`Efficiency House ${project.energy.efficiencyHouse} · energy efficiency class ${project.energy.consumptionClass} (planned)`,
    },
  ];
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-labelledby="featured-project-title">
      <ColumnGrid cols={{ base: 1, md: 2 }} spacing={0}>
        <ResponsiveImage
          image={imageManifest[projectImages.featured]}
          alt={t`Building 1, the street building of ${project.name}`}
          sizes="(min-width: 62em) 560px, 100vw"
          aspectRatio={4 / 3}
        />
        <div className={`${plain.stack} ${classes.body}`}>
          <div className={`${plain.row} ${plain.gapXs}`}>
            <Badge color="gold" variant="light">{t`Construction in progress`}</Badge>
            <Badge
              color="pine"
              variant="light"
            >{t`${project.earlyBirdDiscountPercent}% early-bird discount`}</Badge>
          </div>
          <div>
            <h3 id="featured-project-title" className={plain.h3}>
              {project.name}
            </h3>
            <p className={plain.muted}>{projectAddressLine()}</p>
          </div>
          <p className={plain.text}>
            {t`Under construction since ${startMonth} for ${project.constructionDurationMonths} months; completion is expected in ${completionQuarter}. As the law requires of every developer (§ 3 MaBV), you pay in instalments as construction progresses.`}
          </p>
          <ColumnGrid component="dl" cols={{ base: 2 }} spacing="sm">
            {facts.map((fact) => (
              <div key={fact.id}>
                <dt className={classes.factLabel}>{fact.label}</dt>
                <dd className={classes.factValue}>{fact.value}</dd>
              </div>
            ))}
          </ColumnGrid>
          <p className={plain.small} data-discount-terms="">
            <DiscountTerms />
          </p>
          <Button
            rightSection={<IconArrowRight size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            renderRoot={(props) => (
              <Link
                to="/{-$locale}/projects/$projectId"
                params={{ ...localeParam(locale), projectId: PROJECT_ID }}
                {...props}
              />
            )}
          >
            {t`Learn more`}
            {/* The link says where it goes (spec text stays "Learn more" on screen). */}
            <VisuallyHidden component="span"> – {project.name}</VisuallyHidden>
          </Button>
        </div>
      </ColumnGrid>
    </Card>
  );
}
