/**
 * The start-up sequence of the browser, the one place that starts work after hydration. Components
 * stay UI only: they wait for a gate (lib/deferred-gates.ts) or subscribe to a module's events.
 *
 * Order, each step once the browser is idle after the one before (at the latest after its timeout):
 *  1. page-sections: the code of the home page's prerendered sections below the first screen, which
 *     React hydrates in place once the visitor goes on from the first screen (see components/deferred);
 *  2. contact-form: the home page's contact form (a placeholder of its height holds its place);
 *  3. outbox: the contact outbox starts, only if a message waits on this device (its code and
 *     supabase-js load only then);
 *  3b. next-taps: the code a tap is likely to need next (the contact dialog, the apartments and picker
 *     tabs, which the project page then renders hidden, the unit lightbox, the mobile menu, the other
 *     language's texts), so that the tap renders at once (a finger going down on such a button loads
 *     it too);
 *  4. service-worker: the worker is registered once the page has loaded, so that neither
 *     workbox-window nor the precache downloads compete with the first visit.
 */
import { hasPendingOutbox } from './features/contact/outbox/has-pending-outbox';
import { startOutbox } from './features/contact/outbox/outbox';
import { listenForOutboxSync, registerServiceWorker } from './features/pwa/sw-bridge';
import { whenHydrated } from './first-load/hydration';
import { release } from './lib/deferred-gates';
import { whenIdle } from './lib/idle';

async function startOutboxIfPending(): Promise<void> {
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
  { name: 'page-sections', idleTimeoutMs: 1000, run: () => release('page-sections') },
  { name: 'contact-form', idleTimeoutMs: 1500, run: () => release('contact-form') },
  { name: 'outbox', idleTimeoutMs: 2000, run: startOutboxIfPending },
  { name: 'next-taps', idleTimeoutMs: 2500, run: () => release('next-taps') },
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
