import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { PROJECT_ID, project } from '@/content/project';
import { PriceList } from '@/features/apartments/components/price-list';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/{-$locale}/projects/$projectId_/price-list')({
  beforeLoad: ({ params }) => {
    if (params.projectId !== PROJECT_ID) throw notFound();
  },
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: t`Price list – ${project.name}`,
      description: t`Prices of all 56 apartments at ${project.name}, Berlin-Pankow: living area, price per m² and price (draft).`,
    }),
  component: PriceList,
});
