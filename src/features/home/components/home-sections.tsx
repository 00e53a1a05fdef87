import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { imageManifest } from '@/assets/image-manifest.gen';
import { IconArrowRight } from '@/components/icons';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { ColumnGrid } from '@/components/layout/column-grid';
import plain from '@/components/layout/stack-row-text.module.css';
import { CONTACT_SECTION_ID } from '@/components/layout/use-contact-action';
import { project, projectImages } from '@/content/project';
import { neighbourhoodHighlights, whyBerlinReasons } from '@/content/project-highlights';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { PROJECTS_SECTION_ID } from '../section-ids';
import { FeaturedProjectCard } from './featured-project-card';
import { HighlightGrid } from './highlight-grid';
import { HomeSection } from './home-section';
import { PastProjectsPreview } from './past-projects-preview';
import { TeamPreview } from './team-preview';

function MoreLink({
  to,
  children,
}: {
  to: '/{-$locale}/team' | '/{-$locale}/past-projects';
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div className={`${plain.row} ${plain.end}`}>
      <Anchor
        fw={600}
        className="tap-target"
        renderRoot={(props) => <Link to={to} params={localeParam(locale)} {...props} />}
      >
        <span className={`${plain.row} ${plain.gap4}`}>
          {children}
          <IconArrowRight size={16} aria-hidden />
        </span>
      </Anchor>
    </div>
  );
}

/** The home page below the hero: sections projects, why-berlin, about, contact. */
export function HomeSections({ contact }: { contact: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <HomeSection
        id={PROJECTS_SECTION_ID}
        eyebrow={t`Our project`}
        title={t`${project.name} in Berlin-Pankow`}
        lead={t`A street building and three garden houses around a green courtyard in Niederschönhausen.`}
      >
        <FeaturedProjectCard />
      </HomeSection>
      <HomeSection
        id="why-berlin"
        tinted
        eyebrow={t`Why Berlin`}
        title={t`A city in demand, to live in and to invest in`}
        lead={t`Berlin keeps growing, and homes here are in demand.`}
      >
        <HighlightGrid items={whyBerlinReasons} label={t`Reasons for Berlin`} />
        <ColumnGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          <div className={plain.stack}>
            <h3 className={plain.h3}>{t`The neighbourhood`}</h3>
            <HighlightGrid items={neighbourhoodHighlights} label={t`Neighbourhood highlights`} wide={false} />
          </div>
          <div className={plain.stack}>
            <ResponsiveImage
              image={imageManifest[projectImages.neighbourhood]}
              alt={t`Niederschönhausen: old Berlin houses, shops and the tram`}
              sizes="(min-width: 62em) 560px, 100vw"
            />
            <ResponsiveImage
              image={imageManifest[projectImages.park]}
              alt={t`The park around the corner, ${project.transit.parkWalkMinutes} minutes on foot`}
              sizes="(min-width: 62em) 560px, 100vw"
            />
          </div>
        </ColumnGrid>
      </HomeSection>
      <HomeSection
        id="about"
        eyebrow={t`About us`}
        title={t`Architect and financial director, in Berlin for decades`}
        lead={t`Two co-founders who plan, finance and build every home themselves.`}
      >
        <h3 id="services" className={plain.h3}>
          {t`Planning, financing and building from one hand`}
        </h3>
        <TeamPreview />
        <MoreLink to="/{-$locale}/team">{t`Meet the team`}</MoreLink>
        <h3 className={plain.h3} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          {t`Projects by our architect`}
        </h3>
        <PastProjectsPreview />
        <MoreLink to="/{-$locale}/past-projects">{t`All projects by our architect`}</MoreLink>
      </HomeSection>
      <HomeSection
        id={CONTACT_SECTION_ID}
        tinted
        eyebrow={t`Contact`}
        title={t`Ask us for information or the exposé`}
        lead={t`We'll get back to you as soon as possible.`}
      >
        {contact}
      </HomeSection>
    </>
  );
}
