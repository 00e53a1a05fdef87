/**
 * The worker's registration with Workbox, and the update it applies: loaded by sw-bridge.ts once the page
 * is idle after `load`, so the start-up code carries none of it.
 */
import { messageSW, Workbox } from 'workbox-window';

import { whenIdle, nextPaint } from '@/lib/idle';
import { hasUnsentInput } from '@/lib/unsent-input';
import { WAKE_MESSAGE } from '@/lib/worker-messages';

import { startUpdateChecks } from './update-checks';

export interface WorkerEvents {
  /** A new version is installed and waits for the visitor. */
  onWaiting(): void;
  /** First install: every page and asset is now in the cache. */
  onOfflineReady(): void;
}

export interface WorkerRegistration {
  /** Activates the waiting worker; the page reloads once it controls the page. */
  applyUpdate(): Promise<void>;
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
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, WAKE_TIMEOUT_MS));
  await Promise.race([messageSW(controller, { type: WAKE_MESSAGE }), timeout]);
}

/**
 * The page's scripts and styles that the precache lacks (the staff desk's code), loaded before the worker
 * took control, pass through it once, so it keeps them for offline use (src/sw/offline-pack-routes.ts).
 */
async function passLoadedFilesThroughWorker(): Promise<void> {
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/assets/')) continue;
    if (!(await caches.match(url.href))) void fetch(url.href).catch(() => undefined);
  }
}

export function registerWorker(scriptUrl: string, events: WorkerEvents): WorkerRegistration {
  let updateWaiting = false;
  let updateAccepted = false;
  const workbox = new Workbox(scriptUrl, { scope: '/' });

  const applyUpdate = async () => {
    if (updateAccepted) return;
    updateAccepted = true;
    // The parts a tap sets loading fetch through the old worker: they go first, then it is woken.
    await nextPaint();
    await whenIdle(WAKE_TIMEOUT_MS);
    await wakeController().catch((error: unknown) =>
      console.warn('The worker in control did not answer', error),
    );
    workbox.messageSkipWaiting();
    // A reload's request makes the browser try the swap again; the new version then reloads the page once more.
    setTimeout(() => window.location.reload(), HANDOVER_TIMEOUT_MS);
  };

  const checks = startUpdateChecks({
    check: () => workbox.update(),
    apply: applyUpdate,
    isWaiting: () => updateWaiting,
    hasUnsentInput,
  });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    events.onWaiting();
    checks.onWaiting();
  });
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) events.onOfflineReady();
  });
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) void passLoadedFilesThroughWorker();
    // Reload for a new version, not for the first install: one the visitor accepted here, or one
    // taking over a page that ran the old version (Workbox's isUpdate says only that the page was
    // controlled when it registered, so a version found during the first visit needs the former).
    if (event.isUpdate || updateAccepted) window.location.reload();
  });
  void workbox.register();
  return { applyUpdate };
}
