/** The project page's URL state: the active tab and the apartment finder (typed, valibot). */
import * as v from 'valibot';

import { finderSearchSchema } from '@/features/apartments/model/finder-search';

export const PROJECT_TABS = [
  'overview',
  'apartments',
  'floors',
  'floor-plans',
  'neighborhood',
  'location',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
export const DEFAULT_TAB: ProjectTab = 'overview';

export const projectSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(PROJECT_TABS)), undefined),
  ...finderSearchSchema.entries,
});

export type ProjectSearch = v.InferOutput<typeof projectSearchSchema>;

/** The tab to show: the `tab` parameter, else `#apartments` opens the apartments tab, else the overview. */
export function activeTab(search: Pick<ProjectSearch, 'tab'>, hash: string): ProjectTab {
  if (search.tab) return search.tab;
  return hash.replace(/^#/, '') === 'apartments' ? 'apartments' : DEFAULT_TAB;
}
