/// <reference lib="webworker" />
/**
 * The worker's side of the offline pack (lib/offline-pack) and of the pages outside the precache.
 *
 *  - Pack downloads: the device page fetches what it does not hold (it copies held hashed files
 *    itself) with PACK_REQUEST_HEADER; they come from the network, never from the precache, which may
 *    hold an older version of a page while a new worker waits.
 *  - Serving: a file stored in the pack answers before the network (scripts, styles, fonts and
 *    images of the pack's build stay together, even after the precache moved on to a newer build); a
 *    hashed file outside the precache is kept in the runtime file cache once loaded.
 *  - Pages not in the precache (unit pages, the picker's floors, compare, the device page): from the
 *    pack when it holds them; else from the network, keeping a copy in the runtime page cache;
 *    offline, that copy, else for a floor the picker's site view (rendered for its own path, it opens
 *    the floor once hydrated: entry-client.tsx), else the 404 page of the path's language.
 */
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { CacheFirst } from 'workbox-strategies';

import { WORKER_FILE_CACHE_NAME, WORKER_PAGE_CACHE_NAME } from '../lib/device-storage';
import { stripLocale } from '../lib/i18n/locale';
import { PACK_REQUEST_HEADER } from '../lib/offline-pack/pack-request';
import { OFFLINE_PACK_CACHE_NAME, PACK_STATE_URL } from '../lib/offline-pack/pack-state';
import { PICKER_PATH } from '../site-map/field-kit-paths';
import { isPickerFloorPath } from '../site-map/picker-paths';
import { HASHED_PATH_PREFIXES } from '../site-map/site-headers';

declare const self: ServiceWorkerGlobalScope;

/** The pack's copy of a same-origin GET, by URL without query (pages ignore it, files carry none). */
export async function fromPack(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' || !(await caches.has(OFFLINE_PACK_CACHE_NAME))) return undefined;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === PACK_STATE_URL) return undefined;
  const cache = await caches.open(OFFLINE_PACK_CACHE_NAME);
  return cache.match(`${url.origin}${url.pathname}`);
}

export function isPackDownload(request: Request): boolean {
  return request.headers.has(PACK_REQUEST_HEADER);
}

export function answerPackDownload({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  return fetch(request);
}

// Hashed files never change, so the first copy stays good; the cap keeps old builds' files from piling up.
const hashedFiles = new CacheFirst({
  cacheName: WORKER_FILE_CACHE_NAME,
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});

/**
 * Same-origin files other than images and pages: the pack's copy first; a hashed one outside the precache
 * (the staff desk's code, left off visitors' precache) is kept once loaded, so a page opened before opens
 * offline too.
 */
export async function answerFile(options: RouteHandlerCallbackOptions): Promise<Response> {
  const packed = await fromPack(options.request);
  if (packed) return packed;
  const hashed = HASHED_PATH_PREFIXES.some((prefix) => options.url.pathname.startsWith(prefix));
  return hashed ? hashedFiles.handle(options) : fetch(options.request);
}

function isGerman(pathname: string): boolean {
  return pathname === '/de' || pathname.startsWith('/de/');
}

function notFoundPageFor(pathname: string): string {
  return isGerman(pathname) ? '/de/404.html' : '/404.html';
}

/** Offline, a floor never visited: the site view of its language (precached), which opens it. */
function offlinePageFor(pathname: string): string {
  if (!isPickerFloorPath(stripLocale(pathname))) return notFoundPageFor(pathname);
  return `${isGerman(pathname) ? '/de' : ''}${PICKER_PATH}.html`;
}

/** A navigation to a page outside the precache. */
export async function answerNavigation({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const packed = await fromPack(request);
  if (packed) return packed;
  const pageKey = `${url.origin}${url.pathname}`;
  try {
    const response = await fetch(request);
    const html = response.headers.get('content-type')?.startsWith('text/html');
    if (response.status === 200 && html && !response.redirected) {
      const pages = await caches.open(WORKER_PAGE_CACHE_NAME);
      await pages.put(pageKey, response.clone());
    }
    return response;
  } catch {
    const visited = await (await caches.open(WORKER_PAGE_CACHE_NAME)).match(pageKey);
    return visited ?? (await matchPrecache(offlinePageFor(url.pathname))) ?? Response.error();
  }
}
