/**
 * Later outcomes of messages this page queued, for the toasts. A plain module (no dependencies),
 * so the page can listen from the start while the outbox runtime itself loads only when needed.
 */
export type OutboxEvent = { type: 'delivered'; id: string } | { type: 'refused'; id: string; error: string };

const listeners = new Set<(event: OutboxEvent) => void>();

export function emitOutboxEvent(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
