import { i18n } from '@lingui/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';

import { PROJECT_ID } from '@/content/project';
import { PROJECT_PAGE_HEADS } from '@/content/project-page/page-heads';
import { compareSearchSchema } from '@/features/apartments/compare/compare-search';
import { pageHead } from '@/lib/head';

import { ComparePage } from '../-components/compare-page';

/** Up to three units side by side; the selection lives in `?units=` (COMPARE_PATH in src/site-map). */
export const Route = createFileRoute('/{-$locale}/projects/$projectId_/compare')({
  beforeLoad: ({ params }) => {
    if (params.projectId !== PROJECT_ID) throw notFound();
  },
  // Other parameters (the monthly cost calculator's terms) pass on to the code that reads them.
  validateSearch: (search: Record<string, unknown>) => ({
    ...search,
    ...v.parse(compareSearchSchema, search),
  }),
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(PROJECT_PAGE_HEADS.compare.title),
      description: i18n._(PROJECT_PAGE_HEADS.compare.description),
      // A personal selection: not a page for search engines.
      robots: 'noindex,follow',
    }),
  component: CompareRoute,
});

function CompareRoute() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return (
    <ComparePage
      unitsParam={search.units}
      onUnitsParamChange={(units) =>
        void navigate({ search: (old) => ({ ...old, units }), replace: true, resetScroll: false })
      }
    />
  );
}
