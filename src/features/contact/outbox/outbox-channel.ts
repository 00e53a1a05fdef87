/**
 * "The outbox changed" between the pages of all tabs and the service worker (BroadcastChannel does
 * not echo to the sender, so a context also handles its own changes directly).
 */
export const OUTBOX_CHANNEL_NAME = 'contact-outbox';

export type OutboxChannelMessage = { type: 'changed' };

export function openOutboxChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL_NAME);
}

export function announceOutboxChange(channel: BroadcastChannel | null): void {
  channel?.postMessage({ type: 'changed' } satisfies OutboxChannelMessage);
}
