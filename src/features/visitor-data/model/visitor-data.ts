/**
 * What the site keeps on this device about the person using it, and the one action that removes it
 * (shared-device mode: an agent's tablet passed from visitor to visitor):
 *  - the contact outbox (messages not sent yet, and the receipts of sent ones), through the outbox's
 *    own interface;
 *  - the list of contact messages sent from here (`contactMessages`: names, e-mail addresses, texts);
 *  - the favourites.
 * The contact form keeps no draft on the device (its values live in the open form only), so there is
 * none to remove.
 *
 * It deliberately keeps what belongs to the device rather than to a visitor: the offline pack and every
 * service-worker cache (pages, plans, images: the agent's tool, and nothing personal), the language and
 * the cookie-banner choice (the device's settings, not personal data), and the last apartment statuses.
 */
import {
  clearStoredMessages,
  readStoredMessages,
} from '@/features/contact/stored-messages/stored-messages-store';
import { clearFavourites, readFavourites } from '@/features/favourites/model/favourites-store';

export interface VisitorDataSummary {
  /** Messages in the outbox, not sent yet: clearing means they never arrive. */
  waitingMessages: number;
  /** Entries of the "Your messages" list. */
  storedMessages: number;
  favourites: number;
}

/** The outbox's clearing, loaded on use (it shares code with the outbox runtime, not with the page). */
const outboxClearing = () => import('@/features/contact/outbox/clear-outbox');

export async function summarizeVisitorData(): Promise<VisitorDataSummary> {
  const { countWaitingMessages } = await outboxClearing();
  return {
    waitingMessages: await countWaitingMessages(),
    storedMessages: readStoredMessages().length,
    favourites: readFavourites().length,
  };
}

export function isEmptySummary(summary: VisitorDataSummary): boolean {
  return summary.waitingMessages + summary.storedMessages + summary.favourites === 0;
}

/** Removes the visitor's data; the favourites and the message list at once, then the outbox. */
export async function clearVisitorData(): Promise<void> {
  clearFavourites();
  clearStoredMessages();
  const { clearOutbox } = await outboxClearing();
  await clearOutbox();
}
