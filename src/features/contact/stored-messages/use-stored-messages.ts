import { useSyncExternalStore } from 'react';

import type { ShownStoredMessage } from './stored-message';
import { readStoredMessages, serverStoredMessages, subscribeToStoredMessages } from './stored-messages-store';

/** The `contactMessages` list; empty on the server and during hydration, so the HTML matches. */
export function useStoredMessages(): ShownStoredMessage[] {
  return useSyncExternalStore(subscribeToStoredMessages, readStoredMessages, serverStoredMessages);
}
