import { deferredComponent } from '@/components/deferred/deferred-component';

import { PROJECTS_SECTION_ID } from './section-ids';

/**
 * The home page below the hero: in the prerendered page from the start, its code loads once the
 * page is interactive, so the first screen hydrates with less JavaScript; React hydrates it once the
 * visitor goes on from the first screen (or it is on screen from the start).
 */
export const DeferredHomeSections = deferredComponent(
  () => import('./components/home-sections').then((module) => module.HomeSections),
  { hydrateWhenSeen: PROJECTS_SECTION_ID },
);
