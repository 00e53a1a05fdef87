import { deferredComponent } from '@/components/deferred/deferred-component';

import { OVERVIEW_FIRST_SECTION_ID } from './overview-section-ids';

/**
 * The overview tab, several screens of sections below the project hero: in the prerendered page from
 * the start, its code loads once the page is interactive (src/boot.ts), so the hero and the tabs hydrate
 * with less work. React hydrates it once the page shows the overview as its tab (the page then calls
 * `preload()`), or once the visitor reaches or engages with it. A visit that opens another tab
 * (?tab=apartments, #apartments) never hydrates it: the prerendered overview stays on screen until the
 * tab's code has loaded (use-address-applied.ts), and the tab change then removes it.
 */
export const DeferredProjectOverview = deferredComponent(
  () => import('./project-overview').then((module) => module.ProjectOverview),
  { hydrateWhenSeen: OVERVIEW_FIRST_SECTION_ID },
);
