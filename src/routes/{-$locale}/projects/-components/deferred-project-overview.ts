import { defaultParseSearch } from '@tanstack/react-router';
import * as v from 'valibot';

import { deferredPart } from '@/components/deferred/deferred-part';

import { OVERVIEW_FIRST_SECTION_ID } from './overview-section-ids';
import { activeTab, projectSearchSchema } from './project-search';

/** The tab that the address of the page as loaded names, read as the route reads it. */
function firstPageTab() {
  const search = v.parse(projectSearchSchema, defaultParseSearch(window.location.search));
  return activeTab(search, window.location.hash);
}

/**
 * The overview tab, deferred so the hero and the tabs hydrate with less work. A visit that opens another
 * tab never loads or hydrates it, as it is about to be replaced; its panel is outside Mantine's Tabs for
 * that (project-tabs.tsx).
 */
export const DeferredProjectOverview = deferredPart(
  () => import('./project-overview').then((module) => module.ProjectOverview),
  {
    when: { seen: OVERVIEW_FIRST_SECTION_ID },
    prerendered: true,
    waitForPreload: () => firstPageTab() !== 'overview',
  },
);
