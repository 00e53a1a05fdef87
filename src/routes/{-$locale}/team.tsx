import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { TeamPage } from '@/features/team/components/team-page';
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
