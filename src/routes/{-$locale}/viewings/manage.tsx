import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

import { headFromLoader } from '@/lib/head';

import { loadViewingPages as viewingPages } from './-components/load-viewing-pages';

/** A booking's personal link (VIEWINGS_MANAGE_PATH, ?id=…&token=…): shows, moves or cancels it; online only, noindex. */
export const Route = createFileRoute('/{-$locale}/viewings/manage')({
  codeSplitGroupings: [],
  loader: () => viewingPages().then((module) => module.managePageData()),
  head: headFromLoader,
  component: lazyRouteComponent(viewingPages, 'ViewingManageRoute'),
});
