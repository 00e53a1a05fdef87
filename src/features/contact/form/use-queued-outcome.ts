import { useCallback } from 'react';

import type { OutboxEvent } from '../outbox/outbox';
import { useQueuedEvent } from '../outbox/use-queued-event';
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
 * outbox tells every page that queued a message (outbox-runtime.ts).
 */
export function useQueuedOutcome(
  confirmation: ContactConfirmationState | null,
  update: (next: ContactConfirmationState) => void,
  refusalText: (raw: string) => string,
): void {
  const queuedId = confirmation?.kind === 'queued' ? confirmation.id : null;
  const email = confirmation?.email ?? '';
  const onEvent = useCallback(
    (event: OutboxEvent) => update(confirmationOf(event, email, refusalText)),
    [update, email, refusalText],
  );
  useQueuedEvent(queuedId, onEvent);
}
