import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

import { NotFoundPage } from '@/components/layout/not-found-page';
import { catalogsForPath } from '@/lib/i18n/catalogs';
import { activateLocale, preloadLocale } from '@/lib/i18n/i18n';
import { localeFromParam } from '@/lib/i18n/locale';

import { RouteErrorPage } from './-components/route-error-page';

/** The optional language segment: absent for English, exactly 'de' for German; anything else is not found. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, location, preload }) => {
    const locale = localeFromParam(params.locale);
    // The language's texts for this page are active before anything renders; a preload only loads them.
    await (preload ? preloadLocale : activateLocale)(locale, catalogsForPath(location.pathname));
    if (params.locale !== undefined && params.locale !== 'de') throw notFound();
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
