/**
 * The one module that talks to navigator.serviceWorker. It registers the worker (production builds
 * only) and tells the UI when a new version is waiting and when the site is ready to work offline.
 * A waiting worker is activated when the visitor accepts the update, then the page reloads; a page left
 * open also checks for updates and applies one out of view when no form holds unsent input (update-checks.ts).
 * It also asks the worker for a Background Sync while contact messages wait in the outbox.
 */
import type { Workbox } from 'workbox-window';

import { nextPaint, whenIdle } from '@/lib/idle';
import { CONTACT_OUTBOX_QUEUED_EVENT, CONTACT_OUTBOX_SYNC_TAG } from '@/lib/storage-keys';
import { WAKE_MESSAGE } from '@/lib/worker-messages';
import { DEVICE_WIDTH_PARAM, deviceImageWidth } from '@/site-map/device-image-width';

type Listener = () => void;

let workbox: Workbox | null = null;
let updateWaiting = false;
let updateAccepted = false;
let offlineReady = false;
const updateListeners = new Set<Listener>();
const offlineReadyListeners = new Set<Listener>();

function notifyUpdate() {
  updateWaiting = true;
  for (const listener of updateListeners) listener();
}

function notifyOfflineReady() {
  offlineReady = true;
  for (const listener of offlineReadyListeners) listener();
}

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * Registers the worker (production builds). Called by the start-up sequence (src/boot.ts) once the
 * page has loaded and the browser is idle, so that neither workbox-window nor the precache
 * downloads compete with the page's own first load.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!supported() || workbox) return;
  const [{ Workbox }, { startUpdateChecks }, { hasUnsentInput }] = await Promise.all([
    import('workbox-window'),
    import('./update-checks'),
    import('@/lib/unsent-input'),
  ]);
  // The worker precaches each image at the one width this device uses (src/site-map/device-image-width.ts).
  const width = deviceImageWidth(window.screen, window.devicePixelRatio || 1);
  workbox = new Workbox(`/sw.js?${DEVICE_WIDTH_PARAM}=${width}`, { scope: '/' });
  const registered = workbox;
  const checks = startUpdateChecks({
    check: () => registered.update(),
    apply: applyUpdate,
    isWaiting: () => updateWaiting,
    hasUnsentInput,
  });
  workbox.addEventListener('waiting', () => {
    notifyUpdate();
    checks.onWaiting();
  });
  // First install: every page and asset is now in the cache (install waits for the precache).
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) notifyOfflineReady();
  });
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) passLoadedFilesThroughWorker();
    // Reload for a new version, not for the first install: one the visitor accepted here, or one
    // taking over a page that ran the old version (Workbox's isUpdate says only that the page was
    // controlled when it registered, so a version found during the first visit needs the former).
    if (event.isUpdate || updateAccepted) window.location.reload();
  });
  void workbox.register();
}

/**
 * The page's scripts and styles, loaded before the worker took control, pass through it once: those outside
 * the precache (the staff desk's code) are then kept for offline use (src/sw/offline-pack-routes.ts); the
 * others answer from the precache or the HTTP cache.
 */
function passLoadedFilesThroughWorker(): void {
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      void fetch(url.href).catch(() => undefined);
  }
}

/** Subscribes to "a new version is waiting"; returns the unsubscribe function. */
export function onUpdateAvailable(listener: Listener): () => void {
  updateListeners.add(listener);
  if (updateWaiting) listener();
  return () => updateListeners.delete(listener);
}

/** Subscribes to "the whole site is now stored for offline use" (first install only). */
export function onOfflineReady(listener: Listener): () => void {
  offlineReadyListeners.add(listener);
  if (offlineReady) listener();
  return () => offlineReadyListeners.delete(listener);
}

/** The longest each wait lasts before the update goes ahead anyway: the page's idle, the worker's answer. */
const WAKE_TIMEOUT_MS = 1000;
/** How long the old worker may take to hand over before the page reloads all the same. */
const HANDOVER_TIMEOUT_MS = 4000;

/**
 * Chromium swaps out the old worker only once it is running and then idle: one still starting when
 * skipWaiting() arrives, or woken again by a fetch while it stops, is kept until it next idles.
 */
async function wakeController(): Promise<void> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return;
  const { messageSW } = await import('workbox-window');
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, WAKE_TIMEOUT_MS));
  await Promise.race([messageSW(controller, { type: WAKE_MESSAGE }), timeout]);
}

/** Activates the waiting worker; the page reloads once it controls the page. */
export async function applyUpdate(): Promise<void> {
  if (!workbox || updateAccepted) return;
  updateAccepted = true;
  const accepted = workbox;
  // The parts a tap sets loading fetch through the old worker: they go first, then it is woken.
  await nextPaint();
  await whenIdle(WAKE_TIMEOUT_MS);
  await wakeController().catch((error: unknown) =>
    console.warn('The worker in control did not answer', error),
  );
  accepted.messageSkipWaiting();
  // A reload's request makes the browser try the swap again; the new version then reloads the page once more.
  setTimeout(() => window.location.reload(), HANDOVER_TIMEOUT_MS);
}

/** From now on, a message queued in the contact outbox asks the worker for a Background Sync. */
export function listenForOutboxSync(): void {
  if (!supported()) return;
  window.addEventListener(CONTACT_OUTBOX_QUEUED_EVENT, () => void requestOutboxSync());
}

/** Background Sync is not in TypeScript's DOM types yet (Chromium only). */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * A contact message waits in the outbox (the contact feature announces it with a window event, as
 * features do not import each other): ask the worker to flush it when the connection returns, even
 * if the site is closed by then. Where Background Sync is missing, the pages' own triggers send it.
 */
async function requestOutboxSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    await sync?.register(CONTACT_OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync is not available', error);
  }
}
