import { deferredPart } from '@/components/deferred/deferred-part';

import { PROJECTS_SECTION_ID } from './section-ids';

/**
 * The home page below the hero: in the prerendered page from the start, its code loads once the
 * page is interactive, so the first screen hydrates with less JavaScript; React hydrates it once the
 * visitor goes on from the first screen (or it is on screen from the start).
 */
export const DeferredHomeSections = deferredPart(
  () => import('./components/home-sections').then((module) => module.HomeSections),
  { when: { seen: PROJECTS_SECTION_ID }, prerendered: true },
);
