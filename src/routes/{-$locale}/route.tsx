import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

import { loadWaitingParts } from '@/components/deferred/deferred-component';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { activatePageLocale, preloadPageLocale } from '@/lib/i18n/i18n';
import { localeFromPath } from '@/lib/i18n/locale';

import { RouteErrorPage } from './-components/route-error-page';

/**
 * The optional language segment: absent for English, exactly 'de' for German; anything else is not
 * found. The language of the path is active before its page renders.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, location, preload, context: { i18n } }) => {
    // A preload (a finger on a link) only loads the texts: the page on screen keeps its language.
    if (preload) await preloadPageLocale(location.pathname);
    else {
      // A new language re-renders every part of the page, so the parts still waiting for their code
      // get it first.
      if (localeFromPath(location.pathname) !== i18n.locale) await loadWaitingParts();
      await activatePageLocale(location.pathname);
    }
    if (params.locale !== undefined && params.locale !== 'de') throw notFound();
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
