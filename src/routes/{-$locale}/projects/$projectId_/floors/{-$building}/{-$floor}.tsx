import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

import { headFromLoader } from '@/lib/head';

/** The page's code, shared with the project page's tab (a chunk of its own: picker-page.tsx). */
const pickerPage = () => import('../../../-components/picker-page');

/**
 * Choosing by building and floor (PICKER_PATH in src/site-map): the site view at `/floors`, one
 * floor at `/floors/2/3` (building 2, 3rd floor), each prerendered in both languages; the filters
 * (`?rooms=3&available=1`) apply once hydrated. The site view is precached; the floors are in the
 * offline pack and kept once visited, and offline the worker answers one never visited with the site
 * view, which then opens it. A floor's page is `noindex`: it lists what the unit pages (indexed, one
 * per flat) and the site view say, 36 near-alike pages. The component is the page's lazily loaded
 * code itself, not split out again (`codeSplitGroupings` leaves it out), so the router loads it
 * before it hydrates or renders the page; the loader comes with it.
 */
export const Route = createFileRoute('/{-$locale}/projects/$projectId_/floors/{-$building}/{-$floor}')({
  codeSplitGroupings: [],
  loader: ({ params }) => pickerPage().then((page) => page.floorsPageData(params)),
  head: headFromLoader,
  component: lazyRouteComponent(pickerPage, 'PickerPage'),
});
