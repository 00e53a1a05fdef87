/** What the home page's two routes (/ and /projects) share: head tags and deferred sections. */
import { t } from '@lingui/core/macro';

import { deferredPart } from '@/components/deferred/deferred-part';
import { project } from '@/content/project';
import { DeferredHomeSections } from '@/features/home/deferred-home-sections';
import { HOME_HERO_ID } from '@/features/home/home-hero-id';
import { pageHead } from '@/lib/head';
import { localeFromPath } from '@/lib/i18n/locale';
import { formatEuro } from '@/lib/i18n/use-formatters';

export function homeHead(pathname: string) {
  const priceFrom = formatEuro(project.price.min, localeFromPath(pathname));
  const { min: roomsMin, max: roomsMax } = project.rooms;
  return pageHead({
    pathname,
    canonicalPath: '/',
    title: t`Grabbeallee 68 – new-build condominiums in Berlin-Pankow`,
    description: t`${project.residentialUnits} condominiums with ${roomsMin} to ${roomsMax} rooms in Berlin-Pankow (Niederschönhausen). Energy efficiency class ${project.energy.consumptionClass} (planned), prices from ${priceFrom}, ${project.earlyBirdDiscountPercent}% early-bird discount.`,
    firstScreen: HOME_HERO_ID,
  });
}

/** The contact section sits below the fold: its code loads once the page is interactive. */
export const DeferredContactSection = deferredPart(
  () => import('@/features/contact/components/contact-section').then((module) => module.ContactSection),
  { when: 'interactive', prerendered: true },
);

/** Route loader: on client navigations the sections load before the page renders (anchors like #contact). */
export async function preloadHomeSections(): Promise<void> {
  await Promise.all([DeferredHomeSections.preload(), DeferredContactSection.preload()]);
}
