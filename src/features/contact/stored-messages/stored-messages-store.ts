/**
 * The `contactMessages` list in localStorage (spec §3, §7 call 4), as an external store for
 * useSyncExternalStore. Entries that cannot be parsed are removed (spec §4): a broken list as a
 * whole, or single invalid entries. Other tabs' changes arrive through the `storage` event.
 */
import * as v from 'valibot';

import { CONTACT_MESSAGES_STORAGE_KEY } from '@/lib/storage-keys';

import { storedMessageSchema, type Delivery, type StoredMessage } from './stored-message';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedMessages: StoredMessage[] = [];
const EMPTY: StoredMessage[] = [];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (e.g. some private modes)
  }
}

function parse(raw: string | null): { messages: StoredMessage[]; clean: boolean } {
  if (raw === null) return { messages: [], clean: true };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { messages: [], clean: false };
  }
  if (!Array.isArray(json)) return { messages: [], clean: false };
  const messages = json.flatMap((entry) => {
    const result = v.safeParse(storedMessageSchema, entry);
    return result.success ? [result.output] : [];
  });
  return { messages, clean: messages.length === json.length };
}

/** The stored messages, newest first; removes what cannot be parsed. */
export function readStoredMessages(): StoredMessage[] {
  const store = storage();
  if (!store) return EMPTY;
  const raw = store.getItem(CONTACT_MESSAGES_STORAGE_KEY);
  if (raw === cachedRaw) return cachedMessages;
  const { messages, clean } = parse(raw);
  if (!clean) {
    if (messages.length) store.setItem(CONTACT_MESSAGES_STORAGE_KEY, JSON.stringify(messages));
    else store.removeItem(CONTACT_MESSAGES_STORAGE_KEY);
  }
  cachedRaw = store.getItem(CONTACT_MESSAGES_STORAGE_KEY);
  cachedMessages = messages;
  return messages;
}

function write(messages: StoredMessage[]): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(CONTACT_MESSAGES_STORAGE_KEY, JSON.stringify(messages));
  } catch (error) {
    console.error('Could not store the contact message list', error); // quota: the outbox still has it
  }
  for (const listener of listeners) listener();
}

export function addStoredMessage(message: StoredMessage): void {
  const others = readStoredMessages().filter((entry) => entry.id !== message.id);
  write([message, ...others]);
}

/** Sets the delivery state of an entry; returns whether it changed. */
export function updateStoredDelivery(id: string, delivery: Delivery): boolean {
  const messages = readStoredMessages();
  const entry = messages.find((message) => message.id === id);
  if (!entry || JSON.stringify(entry.delivery) === JSON.stringify(delivery)) return false;
  write(messages.map((message) => (message.id === id ? { ...message, delivery } : message)));
  return true;
}

export function subscribeToStoredMessages(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONTACT_MESSAGES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server render (and hydration) shows no stored messages: they exist on the device only. */
export function serverStoredMessages(): StoredMessage[] {
  return EMPTY;
}
