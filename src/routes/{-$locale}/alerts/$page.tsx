import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

import { headFromLoader } from '@/lib/head';

/** Both pages' code and head texts, in one chunk of their own. */
const alertPage = () => import('./-components/alert-page');

/**
 * The pages a buyer alert's mails link to (MAIL_LINK_PAGE_PATHS): `/alerts/confirm` and
 * `/alerts/unsubscribe`, noindex, online only, the link read once hydrated; other names are not found.
 * One route for both, its code loaded by the router before it renders or hydrates the page, so the
 * router every page loads carries neither page.
 */
export const Route = createFileRoute('/{-$locale}/alerts/$page')({
  codeSplitGroupings: [],
  loader: ({ params }) => alertPage().then((module) => module.alertPageData(params.page)),
  head: headFromLoader,
  component: lazyRouteComponent(alertPage, 'AlertPage'),
});
