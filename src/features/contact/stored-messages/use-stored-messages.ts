import { useSyncExternalStore } from 'react';

import type { StoredMessage } from './stored-message';
import { readStoredMessages, serverStoredMessages, subscribeToStoredMessages } from './stored-messages-store';

/** The `contactMessages` list; empty on the server and during hydration, so the HTML matches. */
export function useStoredMessages(): StoredMessage[] {
  return useSyncExternalStore(subscribeToStoredMessages, readStoredMessages, serverStoredMessages);
}
