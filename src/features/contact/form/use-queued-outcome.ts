import { useEffect } from 'react';

import { whenOutboxStarted, type OutboxEvent } from '../outbox/outbox';
import type { ContactConfirmationState } from './contact-confirmation';

/** The confirmation an outbox event about the queued message shows. */
function confirmationOf(
  event: OutboxEvent,
  email: string,
  refusalText: (raw: string) => string,
): ContactConfirmationState {
  if (event.type === 'delivered') return { kind: 'sent', email };
  if (event.type === 'refused') return { kind: 'refused', email, reason: refusalText(event.error) };
  return { kind: 'queued', email, id: event.id, waiting: event.waiting };
}

/**
 * A queued message's later outcome (delivered or refused by the backend), for the confirmation: the
 * outbox tells every page that queued a message (outbox-runtime.ts). Read once more after subscribing,
 * as a delivery between the send and the subscription is told to no one.
 */
export function useQueuedOutcome(
  confirmation: ContactConfirmationState | null,
  update: (next: ContactConfirmationState) => void,
  refusalText: (raw: string) => string,
): void {
  const queuedId = confirmation?.kind === 'queued' ? confirmation.id : null;
  const email = confirmation?.email ?? '';
  useEffect(() => {
    if (!queuedId) return;
    let unsubscribe: () => void = () => undefined;
    let active = true;
    const apply = (event: OutboxEvent | null) => {
      if (active && event?.id === queuedId) update(confirmationOf(event, email, refusalText));
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
  }, [queuedId, email, update, refusalText]);
}
