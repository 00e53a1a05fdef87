import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Outbox, OutboxEvent } from '../outbox/outbox';
import type { ContactConfirmationState } from './contact-confirmation';
import { useQueuedOutcome } from './use-queued-outcome';

const outbox = vi.hoisted(() => ({ current: undefined as Outbox | undefined }));
vi.mock('../outbox/outbox', () => ({ whenOutboxStarted: () => Promise.resolve(outbox.current) }));

const WAITING = { reason: 'server', status: 500, failures: 1 } as const;
const queued: ContactConfirmationState = {
  kind: 'queued',
  email: 'a@example.com',
  id: 'm1',
  waiting: WAITING,
};

/** An outbox whose stored outcome is `now`; `tell` reaches the listeners subscribed so far. */
function stubOutbox(now: OutboxEvent | null) {
  const listeners = new Set<(event: OutboxEvent) => void>();
  outbox.current = {
    keepsCopies: true,
    send: vi.fn(),
    watch: vi.fn(),
    book: vi.fn(),
    refusedBooking: vi.fn(),
    retry: vi.fn(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    outcome: () => Promise.resolve(now),
  };
  return {
    tell: (event: OutboxEvent) => listeners.forEach((listener) => listener(event)),
    subscribed: () => listeners.size > 0,
  };
}

const refusalText = (raw: string) => `translated: ${raw}`;

describe('useQueuedOutcome', () => {
  afterEach(() => {
    outbox.current = undefined;
  });

  it('shows a delivery that happened before it subscribed (told to no one)', async () => {
    stubOutbox({ kind: 'contact', type: 'delivered', id: 'm1' });
    const update = vi.fn();
    renderHook(() => useQueuedOutcome(queued, update, refusalText));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ kind: 'sent', email: 'a@example.com' }));
  });

  it('shows a refusal stored before it subscribed, in the visitor’s words', async () => {
    stubOutbox({ kind: 'contact', type: 'refused', id: 'm1', error: 'violates check' });
    const update = vi.fn();
    renderHook(() => useQueuedOutcome(queued, update, refusalText));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        kind: 'refused',
        email: 'a@example.com',
        reason: 'translated: violates check',
      }),
    );
  });

  it('shows why it still waits as stored now, then follows the events of its own message', async () => {
    const later = { ...WAITING, failures: 2 };
    const { tell } = stubOutbox({ kind: 'contact', type: 'waiting', id: 'm1', waiting: later });
    const update = vi.fn();
    renderHook(() => useQueuedOutcome(queued, update, refusalText));
    // Another attempt failed between the send and the subscription.
    await waitFor(() => expect(update).toHaveBeenCalledWith({ ...queued, waiting: later }));
    update.mockClear();
    tell({ kind: 'contact', type: 'delivered', id: 'another' });
    expect(update).not.toHaveBeenCalled();
    tell({ kind: 'contact', type: 'delivered', id: 'm1' });
    expect(update).toHaveBeenCalledWith({ kind: 'sent', email: 'a@example.com' });
  });
});
