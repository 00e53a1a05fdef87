import { useEffect } from 'react';

import { whenOutboxStarted, type OutboxEvent } from './outbox';

/**
 * The later outcome of an entry this page queued (`queuedId`; null: none waits), for a form's confirmation.
 * Read once more after subscribing, as an outcome between the send and the subscription is told to no one.
 * `onEvent` should keep its identity (useCallback): a new one subscribes again.
 */
export function useQueuedEvent(queuedId: string | null, onEvent: (event: OutboxEvent) => void): void {
  useEffect(() => {
    if (!queuedId) return;
    let unsubscribe: () => void = () => undefined;
    let active = true;
    const apply = (event: OutboxEvent | null) => {
      if (active && event?.id === queuedId) onEvent(event);
    };
    void whenOutboxStarted().then(async (outbox) => {
      if (!active) return;
      unsubscribe = outbox.subscribe(apply);
      apply(await outbox.outcome(queuedId));
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queuedId, onEvent]);
}
