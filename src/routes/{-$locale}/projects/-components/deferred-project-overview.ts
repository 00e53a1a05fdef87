import { deferredComponent } from '@/components/deferred/deferred-component';

/**
 * The overview tab, several screens of sections below the project hero: in the prerendered page from
 * the start, its code loads once the page is interactive (src/boot.ts), so the hero and the tabs hydrate
 * with less work. A visit that opens another tab (?tab=apartments, #apartments) never hydrates it: the
 * tab change removes its prerendered HTML before its code is needed.
 */
export const DeferredProjectOverview = deferredComponent(() =>
  import('./project-overview').then((module) => module.ProjectOverview),
);
