/**
 * The browser's start-up sequence, the one place that starts work after hydration: each step waits for
 * an idle moment, so none competes with the first screen. Components only wait for a gate or subscribe.
 */
import { startOutbox } from './features/contact/outbox/outbox';
import { listenForOutboxSync, registerServiceWorker } from './features/pwa/sw-bridge';
import { whenHydrated } from './first-load/hydration';
import { letPartsLoad } from './lib/deferred-gates';
import { whenIdle } from './lib/idle';

async function startOutboxIfPending(): Promise<void> {
  // Its check (the stored messages' schema) loads here too, not with the page.
  const { hasPendingOutbox } = await import('./features/contact/outbox/has-pending-outbox');
  if (!(await hasPendingOutbox())) return;
  // Not awaited: its first flush may wait for the network, the next steps need not.
  startOutbox().catch((error: unknown) => console.error('The contact outbox could not start', error));
}

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export interface BootStep {
  name: string;
  /** The longest wait for an idle moment before the step runs anyway. */
  idleTimeoutMs: number;
  run: () => void | Promise<void>;
}

export const BOOT_STEPS: BootStep[] = [
  { name: 'interactive parts', idleTimeoutMs: 1000, run: () => letPartsLoad('interactive') },
  // Its code and supabase-js load only if a message waits on this device.
  { name: 'outbox', idleTimeoutMs: 2000, run: startOutboxIfPending },
  // The code a tap is likely to need next, so that the tap renders at once.
  { name: 'idle parts', idleTimeoutMs: 2500, run: () => letPartsLoad('idle') },
  // After `load`, so that neither workbox-window nor the precache competes with the first visit.
  {
    name: 'service-worker',
    idleTimeoutMs: 3000,
    run: () => whenLoaded().then(() => whenIdle(3000).then(registerServiceWorker)),
  },
];

/** Runs the steps in order, once the page is interactive. Called once, by entry-client.tsx. */
export async function boot(steps: BootStep[] = BOOT_STEPS): Promise<void> {
  await whenHydrated();
  // A message queued from now on asks the worker for a Background Sync (once it is registered).
  listenForOutboxSync();
  for (const step of steps) {
    await whenIdle(step.idleTimeoutMs);
    try {
      await step.run();
    } catch (error) {
      console.error(`Start-up step ${step.name} failed`, error);
    }
  }
}
