/**
 * The contact outbox's public face, light enough for any page (no idb, no supabase-js): the form and
 * the boot code call `startOutbox()`, which loads the runtime (outbox-runtime.ts) once. The outbox has
 * one narrow interface: `send(message)` and `subscribe(listener)`; for the shared-device clearing,
 * `countWaitingMessages()` and `clearOutbox()` in clear-outbox.ts (apart, so pages that never clear
 * do not load them).
 */
import type { Outbox } from './outbox-interface';

export type { Outbox, OutboxEvent, OutgoingMessage, SendOutcome } from './outbox-interface';

/**
 * The keys of the outbox's toasts (components/toast/toast.ts): a toast replaces the one before it with
 * the same key, e.g. "sent" replaces "saved on this device".
 */
export const CONTACT_TOAST_KEY = 'contact-form';
export const ALERT_TOAST_KEY = 'alert-sign-up';
export const VIEWING_TOAST_KEY = 'viewing-booking';

let started: Promise<Outbox> | null = null;
let announceStart: (outbox: Outbox) => void = () => undefined;
const firstStart = new Promise<Outbox>((resolve) => (announceStart = resolve));

/** Starts the page's outbox once (flushes what waits, then on online/visible/timer); later calls share it. */
export function startOutbox(): Promise<Outbox> {
  started ??= import('./outbox-runtime')
    .then((module) => module.createOutbox())
    .then((outbox) => {
      announceStart(outbox);
      return outbox;
    })
    .catch((error: unknown) => {
      started = null; // e.g. the chunk could not load: the next call tries again
      throw error;
    });
  return started;
}

/** Resolves once the outbox has started (by the boot code or by a first message). */
export function whenOutboxStarted(): Promise<Outbox> {
  return firstStart;
}
