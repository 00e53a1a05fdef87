import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { PastProjectsPage } from '@/features/past-projects/components/past-projects-page';
import { parsePastProjectsSearch } from '@/features/past-projects/model/past-projects-search';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/past-projects')({
  validateSearch: parsePastProjectsSearch,
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Past projects – Grabbeallee 68`,
      description: t`Three Berlin projects by our architect: Münzstraße (2001), a theatre (1995) and Charlottenstraße (1988).`,
    }),
  component: PastProjectsRoute,
});

function PastProjectsRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PastProjectsPage
      type={type}
      onTypeChange={(next) =>
        void navigate({ search: (old) => ({ ...old, type: next }), replace: true, resetScroll: false })
      }
    />
  );
}
