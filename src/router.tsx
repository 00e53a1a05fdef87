import type { I18n } from '@lingui/core';
import { createRouter } from '@tanstack/react-router';

import { i18n } from './lib/i18n/i18n';
import { LocaleProvider } from './lib/i18n/locale-provider';
import { routeTree } from './routeTree.gen';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  /** Lingui's runtime: the `{-$locale}` route activates the language of the path in it. */
  i18n: I18n;
}

/** One factory for the server (prerender) and the client, so both build the same tree. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { i18n } satisfies RouterContext,
    Wrap: ({ children }) => <LocaleProvider i18n={i18n}>{children}</LocaleProvider>,
    defaultPreload: 'intent',
    // Scrolling has one policy for every navigation, in lib/scroll-policy.ts.
    scrollRestoration: () => false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
