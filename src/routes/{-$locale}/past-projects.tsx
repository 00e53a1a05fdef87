import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

import { PageIntro } from '@/components/layout/page-intro';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/past-projects')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Past projects – Grabbeallee 68`,
      description: t`Three Berlin projects by our architect: Münzstraße (2001), a theatre (1995) and Charlottenstraße (1988).`,
    }),
  component: PastProjectsPage,
});

function PastProjectsPage() {
  const { t } = useLingui();
  return (
    <PageIntro
      eyebrow={t`Past projects`}
      title={t`Built in Berlin`}
      lead={t`Residential, mixed-use and commercial buildings our architect has realised in Berlin since 1988.`}
    />
  );
}
