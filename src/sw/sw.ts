/// <reference lib="webworker" />
/**
 * The service worker. All caching rules are here:
 *  - Every prerendered page of both languages, with all JS, CSS, fonts, icons and images, is
 *    precached at install (the list is injected at build time), so after one visit every page
 *    opens offline, including pages never visited. Pages are served cache-first from the precache;
 *    a new deployment arrives as a new worker that waits until the visitor accepts the update.
 *  - Query strings do not change a prerendered page (?lang is handled by the page itself), so
 *    precache lookups ignore them.
 *  - A navigation to a path that is not a page goes to the network; offline it gets the 404 page
 *    of its language from the precache.
 *  - Everything else (the backend API) is not touched here.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// On first install take control at once, so lazily loaded chunks of this visit come from the cache.
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST, {
  cleanURLs: true,
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
});

function notFoundPageFor(pathname: string): string {
  return pathname === '/de' || pathname.startsWith('/de/') ? '/de/404.html' : '/404.html';
}

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      const fallback = await matchPrecache(notFoundPageFor(options.url.pathname));
      return fallback ?? Response.error();
    }
  }),
);
