import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

import { NotFoundPage } from '@/components/layout/not-found-page';

import { RouteErrorPage } from './-components/route-error-page';

/** The optional language segment: absent for English, exactly 'de' for German; anything else is not found. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== 'de') throw notFound();
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
