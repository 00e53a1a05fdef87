/**
 * The one module that talks to navigator.serviceWorker. It registers the worker (production builds
 * only) and tells the UI when a new version is waiting and when the site is ready to work offline.
 * A waiting worker is activated only when the visitor accepts the update, then the page reloads.
 */
import { Workbox } from 'workbox-window';

type Listener = () => void;

let workbox: Workbox | null = null;
let updateWaiting = false;
const updateListeners = new Set<Listener>();

function notifyUpdate() {
  updateWaiting = true;
  for (const listener of updateListeners) listener();
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', notifyUpdate);
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

/** Activates the waiting worker; the page reloads once it controls the page. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
