/**
 * The page's side of the service worker: it registers the worker (production builds only, through
 * sw-registration.ts) and tells the UI when a new version is waiting and when the site is ready to work offline.
 * A waiting worker is activated when the visitor accepts the update, then the page reloads; a page left
 * open also checks for updates and applies one out of view when no form holds unsent input (update-checks.ts).
 * It also asks the worker for a Background Sync while contact messages wait in the outbox.
 */
import { CONTACT_OUTBOX_QUEUED_EVENT, CONTACT_OUTBOX_SYNC_TAG } from '@/lib/storage-keys';
import { DEVICE_WIDTH_PARAM, deviceImageWidth } from '@/site-map/device-image-width';

import type { WorkerRegistration } from './sw-registration';

type Listener = () => void;

let registration: Promise<WorkerRegistration> | null = null;
let updateWaiting = false;
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
 * page has loaded and the browser is idle, so that neither the registration's code nor the precache
 * downloads compete with the page's own first load.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!supported() || registration) return;
  // The worker precaches each image at the one width this device uses (src/site-map/device-image-width.ts).
  const width = deviceImageWidth(window.screen, window.devicePixelRatio || 1);
  registration = import('./sw-registration').then(({ registerWorker }) =>
    registerWorker(`/sw.js?${DEVICE_WIDTH_PARAM}=${width}`, {
      onWaiting: notifyUpdate,
      onOfflineReady: notifyOfflineReady,
    }),
  );
  registration.catch(() => (registration = null));
  await registration;
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

/** Activates the waiting worker; the page reloads once it controls the page. */
export async function applyUpdate(): Promise<void> {
  await (await registration)?.applyUpdate();
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
