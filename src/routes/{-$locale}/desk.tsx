import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';

import { UnitStatusBadge } from '@/features/apartments/components/unit-status-badge';
import { DeskPage } from '@/features/desk/components/desk-page';
import { DESK_PAGE_HEAD } from '@/features/desk/desk-page-head';
import { parseDeskSearch } from '@/features/desk/model/desk-search';
import { pageHead } from '@/lib/head';

/** The sales desk, staff only: noindex, out of the sitemap and the precache. */
export const Route = createFileRoute('/{-$locale}/desk')({
  validateSearch: parseDeskSearch,
  head: ({ match }) =>
    pageHead({
      pathname: match.pathname,
      title: i18n._(DESK_PAGE_HEAD.title),
      description: i18n._(DESK_PAGE_HEAD.description),
      robots: 'noindex,nofollow',
    }),
  component: DeskRoute,
});

function DeskRoute() {
  const { view = 'attention', day } = Route.useSearch();
  return <DeskPage view={view} day={day} StatusBadge={UnitStatusBadge} />;
}
