import { useEffect } from 'react';

import { followOutboxEntry } from './follow-outbox-entry';
import type { OutboxEvent } from './outbox';

/**
 * The later outcome of an entry this page queued (`queuedId`; null: none waits), for a form's confirmation.
 * `onEvent` should keep its identity (useCallback): a new one subscribes again.
 */
export function useQueuedEvent(queuedId: string | null, onEvent: (event: OutboxEvent) => void): void {
  useEffect(() => (queuedId ? followOutboxEntry(queuedId, onEvent) : undefined), [queuedId, onEvent]);
}
