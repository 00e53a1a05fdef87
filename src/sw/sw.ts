/// <reference lib="webworker" />
/**
 * The service worker. All caching rules are here:
 *  - Every prerendered page of both languages, with all JS, CSS, fonts and icons, is precached at
 *    install (the list is injected at build time), so after one visit every page opens offline,
 *    including pages never visited. Of the images only one format (AVIF) at the one width this
 *    device draws them at is precached (site-map/device-image-width.ts; the page passes the width in the
 *    worker's URL). Pages are served cache-first from the precache; a new deployment arrives as a
 *    new worker that waits until the visitor accepts the update.
 *  - Every other image variant the pages show (renders, photos, other widths) is cached at runtime,
 *    cache-first; offline, an image variant that was never fetched is answered with a stored
 *    variant of the same image (the closest width), so pages keep their pictures offline.
 *  - Query strings do not change a prerendered page (?lang is handled by the page itself), so
 *    precache lookups ignore them.
 *  - The field-kit pages (unit pages, compare, the device page) are not precached: they come from
 *    the offline pack when the visitor saved it, else from the network with a copy kept in the
 *    runtime page cache for offline use; offline, a path that is neither gets the 404 page of its
 *    language. Files saved in the offline pack answer before the network (offline-pack-routes.ts).
 *  - Everything else (the backend API) is not touched here: requests to it go straight to the
 *    network. Messages written offline wait in the contact outbox (IndexedDB), which this worker
 *    flushes on Background Sync (at the end of this file).
 *  - A buyer alert's push shows a notification; a tap opens the flat's page (alert-notifications.ts).
 */
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

import { solveToPayload } from '../features/contact/challenge/challenge-solver';
import { fetchChallenge } from '../features/contact/challenge/contact-challenge';
import { flushOutbox } from '../features/contact/outbox/flush-outbox';
import { announceOutboxChange, openOutboxChannel } from '../features/contact/outbox/outbox-channel';
import { openOutboxStore } from '../features/contact/outbox/outbox-store';
import { createSupabaseTransport } from '../features/contact/outbox/supabase-transport';
import { WORKER_IMAGE_CACHE_NAME } from '../lib/device-storage';
import { CONTACT_OUTBOX_SYNC_TAG } from '../lib/storage-keys';
import { LOCAL_BACKEND_PATH } from '../lib/supabase/supabase-config';
import { createVisitorBackend } from '../lib/supabase/visitor-backend';
import { SKIP_WAITING_MESSAGE, WAKE_MESSAGE } from '../lib/worker-messages';
import { DEFAULT_DEVICE_WIDTH, DEVICE_WIDTH_PARAM, precacheForDevice } from '../site-map/device-image-width';
import { parseVariant } from '../site-map/image-asset';
import { alertNotification, notificationTarget, openNotificationTarget } from './alert-notifications';
import {
  answerFile,
  answerNavigation,
  answerPackDownload,
  fromPack,
  isPackDownload,
} from './offline-pack-routes';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  // workbox-window's messageSW() waits for this answer on the channel it sends.
  if (type === WAKE_MESSAGE) event.ports[0]?.postMessage(true);
});

// On first install take control at once, so lazily loaded chunks of this visit come from the cache.
clientsClaim();
cleanupOutdatedCaches();

const deviceWidth =
  Number(new URL(self.location.href).searchParams.get(DEVICE_WIDTH_PARAM)) || DEFAULT_DEVICE_WIDTH;

// First: the device page's pack downloads, which must not be answered from the precache (offline-pack-routes.ts).
registerRoute(({ request }) => isPackDownload(request), answerPackDownload);

precacheAndRoute(precacheForDevice(self.__WB_MANIFEST, deviceWidth), {
  cleanURLs: true,
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
});

/** Offline and never fetched: a stored variant of the same image, the closest width, else nothing. */
async function storedVariantOf(url: string): Promise<Response | undefined> {
  const wanted = parseVariant(url);
  if (!wanted) return undefined;
  let best: { request: Request; cache: Cache; distance: number } | undefined;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const variant = parseVariant(request.url);
      if (variant?.image !== wanted.image) continue;
      const distance = Math.abs(variant.width - wanted.width);
      if (!best || distance < best.distance) best = { request, cache, distance };
    }
  }
  return best ? best.cache.match(best.request) : undefined;
}

const images = new CacheFirst({ cacheName: WORKER_IMAGE_CACHE_NAME });
registerRoute(
  ({ url, request }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    parseVariant(url.pathname) !== null,
  async (options) => {
    const packed = await fromPack(options.request);
    if (packed) return packed;
    try {
      return await images.handle(options);
    } catch (error) {
      const stored = await storedVariantOf(options.url.href);
      if (stored) return stored;
      throw error;
    }
  },
);

// Same-origin files (scripts, styles, fonts, icons) outside the precache: the offline pack's copy first.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.mode !== 'navigate' &&
    !url.pathname.startsWith(`${LOCAL_BACKEND_PATH}/`),
  answerFile,
);

// Pages outside the precache: the pack, the network (kept in the runtime page cache), the 404 page. Not the
// backend's own pages (the local mailbox), which carry personal data and must never be kept.
registerRoute(new NavigationRoute(answerNavigation, { denylist: [new RegExp(`^${LOCAL_BACKEND_PATH}/`)] }));

/*
 * The contact outbox (see src/features/contact/outbox/flush-outbox.ts). A page that queues a message
 * registers a Background Sync under CONTACT_OUTBOX_SYNC_TAG (via features/pwa/sw-bridge.ts). The
 * browser fires `sync` once it has a connection again, even if every tab of the site is closed by
 * then; the worker flushes the outbox under the same Web Lock the pages use, so a message is never
 * sent twice. Rejecting the waitUntil promise while messages still wait makes the browser retry the
 * sync later with its own backoff (Chromium gives up after three tries; the next visit then sends).
 * Browsers without Background Sync (Firefox, Safari) rely on the pages' own triggers.
 */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function flushOutboxFromWorker(): Promise<void> {
  const store = await openOutboxStore();
  try {
    const backend = createVisitorBackend({ PostgrestClient, FunctionsClient });
    const transport = createSupabaseTransport(() => Promise.resolve(backend));
    // The worker is a thread of its own (and cannot start a Worker): it solves challenges itself.
    const challenges = { fetch: () => fetchChallenge(), solve: solveToPayload };
    const report = await flushOutbox({ store, transport, challenges, force: true });
    // Open pages update their stored-messages list and tell the visitor.
    if (report.inserted.length || report.refused.length || report.failed.length) {
      const broadcast = openOutboxChannel();
      announceOutboxChange(broadcast);
      broadcast?.close();
    }
    if (report.unreachable) throw new Error('Contact outbox: backend unreachable, retry the sync later');
  } finally {
    store.close();
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === CONTACT_OUTBOX_SYNC_TAG) sync.waitUntil(flushOutboxFromWorker());
});

/*
 * Buyer alerts by push (alert-notifications.ts). The browser wakes the worker for a push even with no tab
 * of the site open; the notification must be shown before waitUntil settles, or Chromium shows its own
 * "site updated in the background" one.
 */
self.addEventListener('push', (event) => {
  const { title, options } = alertNotification(event.data?.text() ?? null, self.navigator.language);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(self.clients, notificationTarget(event.notification.data, self.location.origin)),
  );
});
