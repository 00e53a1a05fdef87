import * as v from 'valibot';

import { PAST_PROJECT_TYPES } from '@/content/past-project-types';

/**
 * The search params of /past-projects: `type` filters by building type. An unknown value is
 * dropped (the page shows all projects) instead of failing the page.
 */
export const pastProjectsSearchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(PAST_PROJECT_TYPES)), undefined),
});

export type PastProjectsSearch = v.InferOutput<typeof pastProjectsSearchSchema>;

export function parsePastProjectsSearch(search: Record<string, unknown>): PastProjectsSearch {
  return v.parse(pastProjectsSearchSchema, search);
}
