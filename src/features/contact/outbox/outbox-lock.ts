/**
 * Single flight across every context of the site. A page, a second tab and the service worker may
 * all decide to flush at the same moment (e.g. on `online` and on the `sync` event); the Web Lock
 * makes them take turns, and each one reads the outbox afresh once it holds the lock, so a message
 * that another context has just delivered is no longer there to be sent again.
 *
 * Browsers without Web Locks (Safari before 15.4) fall back to a queue within this context. Across
 * contexts the row still cannot be doubled (the insert is idempotent on the id), and the mail API
 * deduplicates by the same id.
 */
export const OUTBOX_LOCK_NAME = 'contact-outbox-flush';

let localQueue: Promise<unknown> = Promise.resolve();

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(OUTBOX_LOCK_NAME, task) as Promise<T>;
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
}
