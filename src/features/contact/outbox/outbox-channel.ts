/**
 * The outbox's one change channel: "the outbox changed" between the pages of all tabs and the service
 * worker (a BroadcastChannel). BroadcastChannel does not echo to its sender, so a page's outbox also
 * handles its own changes directly after announcing them.
 */
export const OUTBOX_CHANNEL_NAME = 'contact-outbox';

export type OutboxChannelMessage = { type: 'changed' };

export function openOutboxChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL_NAME);
}

export function announceOutboxChange(channel: BroadcastChannel | null): void {
  channel?.postMessage({ type: 'changed' } satisfies OutboxChannelMessage);
}
