import { createRouter } from '@tanstack/react-router';

import { i18n } from './lib/i18n/i18n';
import { routeTree } from './routeTree.gen';

/** One factory for the server (prerender) and the client, so both build the same tree. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    // The `{-$locale}` route activates the path's language on it; the root provides it to the page.
    context: { i18n },
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
