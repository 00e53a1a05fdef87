/**
 * The one module that talks to navigator.serviceWorker. It registers the worker (production builds
 * only) and tells the UI when a new version is waiting and when the site is ready to work offline.
 * A waiting worker is activated only when the visitor accepts the update, then the page reloads.
 */
import type { Workbox } from 'workbox-window';

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
 * Registers the worker once the page has loaded, so that neither workbox-window nor the precache
 * downloads compete with the page's own first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
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
