import { createRouter } from '@tanstack/react-router';

import { routeTree } from './routeTree.gen';

/** One factory for the server (prerender) and the client, so both build the same tree. */
export function createAppRouter() {
  return createRouter({
    routeTree,
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
