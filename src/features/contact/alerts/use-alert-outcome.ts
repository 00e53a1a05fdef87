import { useCallback } from 'react';

import type { OutboxEvent } from '../outbox/outbox';
import { useQueuedEvent } from '../outbox/use-queued-event';
import type { AlertOutcomeState } from './alert-outcome';

/** A queued sign-up's later outcome, for the form's confirmation: sent (its confirmation mail follows) or refused. */
export function useAlertOutcome(
  outcome: AlertOutcomeState | null,
  update: (next: AlertOutcomeState) => void,
): void {
  const queuedId = outcome?.kind === 'queued' ? outcome.id : null;
  const email = outcome?.email ?? '';
  const onEvent = useCallback(
    (event: OutboxEvent) => {
      if (event.type !== 'waiting') update({ kind: event.type === 'delivered' ? 'sent' : 'refused', email });
    },
    [update, email],
  );
  useQueuedEvent(queuedId, onEvent);
}
