import { whenOutboxStarted, type OutboxEvent } from './outbox';

/**
 * Tells `listener` what became of the queued entry `id`: read once more after subscribing, as an outcome
 * between the send and the subscription is told to no one. Returns the unsubscribe.
 */
export function followOutboxEntry(id: string, listener: (event: OutboxEvent) => void): () => void {
  let active = true;
  let unsubscribe: () => void = () => undefined;
  const apply = (event: OutboxEvent | null) => {
    if (active && event?.id === id) listener(event);
  };
  void whenOutboxStarted().then(async (outbox) => {
    if (!active) return;
    unsubscribe = outbox.subscribe(apply);
    apply(await outbox.outcome(id));
  });
  return () => {
    active = false;
    unsubscribe();
  };
}
