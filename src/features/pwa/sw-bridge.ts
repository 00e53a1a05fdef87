/**
 * The one module that talks to navigator.serviceWorker. It registers the worker (production builds
 * only) and tells the UI when a new version is waiting and when the site is ready to work offline.
 * A waiting worker is activated only when the visitor accepts the update, then the page reloads.
 * It also asks the worker for a Background Sync while contact messages wait in the outbox.
 */
import type { Workbox } from 'workbox-window';

import { onIdle } from '@/lib/idle';
import { CONTACT_OUTBOX_QUEUED_EVENT, CONTACT_OUTBOX_SYNC_TAG } from '@/lib/storage-keys';

type Listener = () => void;

let workbox: Workbox | null = null;
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

/**
 * Registers the worker once the page has loaded and the browser is idle, so that neither
 * workbox-window nor the precache downloads compete with the page's own first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener(CONTACT_OUTBOX_QUEUED_EVENT, () => void requestOutboxSync());
  const registerWhenIdle = () => onIdle(() => void register(), 3000);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

async function register(): Promise<void> {
  if (workbox) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', notifyUpdate);
  // First install: every page and asset is now in the cache (install waits for the precache).
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) notifyOfflineReady();
  });
  workbox.addEventListener('controlling', (event) => {
    // Reload only for an update the visitor accepted, not for the first install.
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register();
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
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
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
