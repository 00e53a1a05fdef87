import { defaultParseSearch } from '@tanstack/react-router';
import * as v from 'valibot';

import { deferredComponent } from '@/components/deferred/deferred-component';

import { OVERVIEW_FIRST_SECTION_ID } from './overview-section-ids';
import { activeTab, projectSearchSchema } from './project-search';

/** The tab that the address of the page as loaded names, read as the route reads it. */
function firstPageTab() {
  const search = v.parse(projectSearchSchema, defaultParseSearch(window.location.search));
  return activeTab(search, window.location.hash);
}

/**
 * The overview tab, several screens of sections below the project hero: in the prerendered page from
 * the start, its code loads once the page is interactive (src/boot.ts), so the hero and the tabs hydrate
 * with less work. React hydrates it once the page shows the overview as its tab (the page then calls
 * `preload()`), or once the visitor reaches or engages with it. A visit that opens another tab
 * (?tab=apartments, #apartments) neither loads its code nor hydrates it, even where a phone's first
 * screen shows its first section: the prerendered overview stays on screen until the tab's code has
 * loaded (use-address-applied.ts), and the tab change then removes it. (Hydrating it first was the
 * apartments tab's longest piece of work: a commit of about 24 ms unthrottled in a CPU profile.)
 * Its panel is outside Mantine's Tabs for that (project-tabs.tsx).
 */
export const DeferredProjectOverview = deferredComponent(
  () => import('./project-overview').then((module) => module.ProjectOverview),
  { hydrateWhenSeen: OVERVIEW_FIRST_SECTION_ID, waitForPreload: () => firstPageTab() !== 'overview' },
);
