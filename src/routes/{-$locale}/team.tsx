import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

import { PageIntro } from '@/components/layout/page-intro';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/team')({
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Our team – Grabbeallee 68`,
      description: t`Meet the two co-founders behind Grabbeallee 68: an architect and a financial director.`,
    }),
  component: TeamPage,
});

function TeamPage() {
  const { t } = useLingui();
  return (
    <PageIntro
      eyebrow={t`Team`}
      title={t`The people behind the project`}
      lead={t`Two co-founders, an architect and a financial director, who plan, finance and build every home themselves.`}
    />
  );
}
