import { useLingui } from '@lingui/react/macro';
import { Button, Container, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { imageManifest } from '@/assets/image-manifest.gen';
import { IconPlayerPause, IconPlayerPlay } from '@/components/icons';
import { ResponsiveImage } from '@/components/image/responsive-image';
import plain from '@/components/layout/stack-row-text.module.css';
import { useContactAction } from '@/components/layout/use-contact-action';
import { ClaimNote } from '@/components/missing-field/claim-note';
import { PROJECT_ID, project } from '@/content/project';
import { wholeSqmRange } from '@/content/unit-figures';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { HOME_HERO_ID } from '../home-hero-id';
import { neighbourIndices, useHeroRotation } from '../hooks/use-hero-rotation';
import { useMediaMatch } from '../hooks/use-media-match';
import classes from './home-hero.module.css';

/** Phones get the portrait images, and only they rotate. */
const MOBILE_QUERY = '(max-width: 639px)';
const MOBILE_IMAGES = [
  imageManifest['hero-mobile-1'],
  imageManifest['hero-mobile-2'],
  imageManifest['hero-mobile-3'],
];

/** The hero of the home page: the three claims, over the project's illustrations. */
export function HomeHero() {
  const { t } = useLingui();
  const locale = useLocale();
  const { euro } = useFormatters();
  const contact = useContactAction();
  // False on the server and while hydrating, so the markup matches the prerendered page.
  const isMobile = useMediaMatch(MOBILE_QUERY);
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const rotation = useHeroRotation(MOBILE_IMAGES.length, isMobile && !reducedMotion);
  const rotating = isMobile && !reducedMotion;
  const mounted = rotating ? neighbourIndices(rotation.active, MOBILE_IMAGES.length) : [];
  const area = wholeSqmRange(project.livingArea);
  const claims = [
    { id: 'prices', value: t`from ${euro(project.price.min)}`, label: t`Prices` },
    {
      id: 'occupancy',
      value: t`about ${project.berlinOccupancyPercent}%`,
      label: t`of Berlin homes occupied`,
    },
    { id: 'discount', value: t`${project.earlyBirdDiscountPercent}%`, label: t`Early-bird discount` },
  ];
  return (
    <section
      id={HOME_HERO_ID}
      aria-labelledby="home-title"
      className={classes.hero}
      data-rotating={rotation.running}
      data-hero-slide={rotation.active}
    >
      {/* The first image: the desktop drawing, or on phones the first portrait one (art direction). */}
      <div className={classes.layer} data-active={!rotating || rotation.active === 0}>
        <ResponsiveImage
          image={imageManifest['hero-desktop']}
          artDirection={[{ media: MOBILE_QUERY, image: MOBILE_IMAGES[0]! }]}
          alt=""
          sizes="100vw"
          priority
          fill
        />
      </div>
      {mounted
        .filter((index) => index > 0)
        .map((index) => (
          <div key={index} className={classes.layer} data-active={rotation.active === index}>
            <ResponsiveImage image={MOBILE_IMAGES[index]!} alt="" sizes="100vw" eager fill />
          </div>
        ))}
      <div className={classes.scrim} />
      {rotating && (
        <UnstyledButton
          className={classes.pause}
          onClick={rotation.togglePaused}
          aria-pressed={rotation.paused}
          aria-label={rotation.paused ? t`Play the slideshow` : t`Pause the slideshow`}
        >
          {rotation.paused ? (
            <IconPlayerPlay size={18} aria-hidden />
          ) : (
            <IconPlayerPause size={18} aria-hidden />
          )}
        </UnstyledButton>
      )}
      <Container size="lg" className={classes.content}>
        <div className={`${plain.stack} ${classes.copy}`}>
          <p className={plain.eyebrow}>{t`Berlin-Pankow · Niederschönhausen`}</p>
          <h1 id="home-title" className={classes.title}>
            {t`New homes at ${project.name}`}
          </h1>
          <p className={classes.intro}>
            {t`${project.residentialUnits} condominiums in ${project.buildings} buildings, with ${project.rooms.min} to ${project.rooms.max} rooms and ${area.min} to ${area.max} m². Energy efficiency class ${project.energy.consumptionClass} (planned), with planned green roofs and photovoltaics.`}
          </p>
          <ul className={classes.claims}>
            {claims.map((claim) => (
              <li key={claim.id} className={classes.claim}>
                <p className={classes.claimValue}>{claim.value}</p>
                <p className={classes.claimLabel}>{claim.label}</p>
              </li>
            ))}
          </ul>
          <p className={classes.note} data-hero-note="">
            {t`About ${project.berlinOccupancyPercent}% occupied:`} <ClaimNote name="occupancySource" />
          </p>
          <div className={classes.actions}>
            <Button
              size="md"
              renderRoot={(props) => (
                <Link
                  to="/{-$locale}/projects/$projectId"
                  params={{ ...localeParam(locale), projectId: PROJECT_ID }}
                  {...props}
                />
              )}
            >
              {t`Discover the project`}
            </Button>
            <Button variant="outline" size="md" bg="white" onClick={() => contact()}>
              {t`Request the exposé`}
            </Button>
          </div>
        </div>
        {/* Parsed last: the content shows once it is whole (home-hero.module.css). */}
        <span data-hero-end="" hidden />
      </Container>
    </section>
  );
}
