/**
 * Single flight across every context of the site under one name: a page, a second tab and the service
 * worker may all decide to flush an outbox at the same moment; the Web Lock makes them take turns, and each
 * one reads its outbox afresh once it holds the lock, so what another context has just delivered is no
 * longer there to be sent again.
 *
 * Browsers without Web Locks (Safari before 15.4) fall back to a queue per name within this context; across
 * contexts the backend's idempotency keys keep a record from being stored twice.
 */
const localQueues = new Map<string, Promise<unknown>>();

export function withWebLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(name, task) as Promise<T>;
  const run = (localQueues.get(name) ?? Promise.resolve()).then(task, task);
  localQueues.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
