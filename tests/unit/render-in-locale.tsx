/** Renders a component as the app does: Mantine and Lingui, with a language's real catalogs activated first. */
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';

import type { CatalogName } from '../../src/lib/i18n/catalogs';
import { activateLocale, i18n } from '../../src/lib/i18n/i18n';
import type { Locale } from '../../src/lib/i18n/locale';

export async function renderInLocale(
  locale: Locale,
  catalogs: CatalogName[],
  ui: ReactNode,
): Promise<RenderResult> {
  await activateLocale(locale, catalogs);
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nProvider>,
  );
}

/** As renderInLocale, as the one page of a router: for components with links. */
export async function renderInRouter(
  locale: Locale,
  catalogs: CatalogName[],
  page: () => ReactNode,
): Promise<RenderResult> {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory(),
  });
  return renderInLocale(locale, catalogs, <RouterProvider router={router} />);
}
