import { useEffect } from 'react';

import { whenOutboxStarted, type OutboxEvent, type SendOutcome } from '../outbox/outbox';
import type { ContactConfirmationState } from './contact-confirmation';

/** The confirmation a later outcome of the queued message `id` shows (null: nothing to change). */
function confirmationOf(
  outcome: OutboxEvent | SendOutcome | null,
  { id, email }: { id: string; email: string },
  refusalText: (raw: string) => string,
): ContactConfirmationState | null {
  if (!outcome) return null;
  if ('type' in outcome) {
    if (outcome.type === 'delivered') return { kind: 'sent', email };
    if (outcome.type === 'refused') return { kind: 'refused', email, reason: refusalText(outcome.error) };
    return { kind: 'queued', email, id, waiting: outcome.waiting };
  }
  if (outcome.kind === 'sent') return { kind: 'sent', email };
  if (outcome.kind === 'refused') return { kind: 'refused', email, reason: refusalText(outcome.message) };
  return null;
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
    const message = { id: queuedId, email };
    let unsubscribe: () => void = () => undefined;
    let active = true;
    const apply = (outcome: OutboxEvent | SendOutcome | null) => {
      const next = active ? confirmationOf(outcome, message, refusalText) : null;
      if (next) update(next);
    };
    void whenOutboxStarted().then(async (outbox) => {
      if (!active) return;
      unsubscribe = outbox.subscribe((event) => {
        if (event.id === queuedId) apply(event);
      });
      apply(await outbox.outcome(queuedId));
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queuedId, email, update, refusalText]);
}
