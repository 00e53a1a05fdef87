/**
 * The `contactMessages` list in localStorage, as an external store for
 * useSyncExternalStore (lib/device-store), so blocked storage shows an empty list.
 *
 * The reader never loses a message it can read: entries in the spec's shape (any id, a local-format
 * timestamp, no delivery state) are kept and shown; an entry is removed only when none of its fields
 * can be read, or the list as a whole is not a JSON list. Entries expire
 * CONTACT_MESSAGES_RETENTION_DAYS after their timestamp (or, when it is not a date, after the reader
 * first saw them), so personal data does not stay on a shared device for ever. The visitor can delete
 * single entries or all of them. Other tabs' changes arrive through the `storage` event.
 */
import * as v from 'valibot';

import { CONTACT_MESSAGES_RETENTION_DAYS, CONTACT_MESSAGES_STORAGE_KEY } from '@/lib/device-storage';
import { createDeviceStore, parseStoredJson } from '@/lib/device-store';

import {
  readableStoredMessageSchema,
  TRY_AGAIN_AFTER_FAILURES,
  type Delivery,
  type ShownStoredMessage,
  type StoredMessage,
} from './stored-message';

const DAY_MS = 24 * 60 * 60 * 1000;
const READABLE_FIELDS = ['subject', 'timestamp', 'name', 'email', 'phone', 'message'] as const;

const EMPTY: ShownStoredMessage[] = [];

function toShown(entry: unknown, index: number, now: Date): ShownStoredMessage | null {
  const result = v.safeParse(readableStoredMessageSchema, entry);
  if (!result.success) return null;
  const fields = result.output;
  if (!READABLE_FIELDS.some((field) => fields[field]?.trim())) return null;
  const shown: ShownStoredMessage = {
    id: fields.id?.trim() || `entry-${index}-${fields.timestamp ?? ''}`,
    subject: fields.subject ?? '',
    timestamp: fields.timestamp ?? '',
    name: fields.name ?? '',
    email: fields.email ?? '',
    message: fields.message ?? '',
  };
  if (fields.phone) shown.phone = fields.phone;
  if (fields.delivery) shown.delivery = current(fields.delivery);
  if (Number.isNaN(Date.parse(shown.timestamp))) shown.keptSince = fields.keptSince ?? now.toISOString();
  return shown;
}

/** A message older builds marked as held (not refused) still waits on the device: shown as waiting. */
function current(delivery: Delivery): Delivery {
  if (delivery.state !== 'failed' || !delivery.retryable) return delivery;
  return { state: 'queued', reason: 'server', failures: TRY_AGAIN_AFTER_FAILURES };
}

/** When the entry was written, as far as the device can tell (for the expiry). */
function storedAt(message: ShownStoredMessage): number {
  const written = Date.parse(message.timestamp);
  return Number.isNaN(written) ? Date.parse(message.keptSince ?? '') : written;
}

/** Parses the raw list; `changed` when what should be stored differs from `raw`. Exported for tests. */
export function parseStoredMessages(
  raw: string | null,
  now: Date,
): { messages: ShownStoredMessage[]; changed: boolean } {
  if (raw === null) return { messages: [], changed: false };
  const json = parseStoredJson(raw, v.array(v.unknown()));
  if (!json) return { messages: [], changed: true };
  const oldest = now.getTime() - CONTACT_MESSAGES_RETENTION_DAYS * DAY_MS;
  const messages = json
    .map((entry, index) => toShown(entry, index, now))
    .filter((message): message is ShownStoredMessage => message !== null && !(storedAt(message) < oldest));
  const changed =
    messages.length !== json.length ||
    messages.some((message, index) => {
      const original = json[index] as Record<string, unknown>;
      return message.id !== original.id || message.keptSince !== original.keptSince;
    });
  return { messages, changed };
}

const store = createDeviceStore<ShownStoredMessage[], [now?: Date]>({
  key: CONTACT_MESSAGES_STORAGE_KEY,
  empty: EMPTY,
  parse(raw, now = new Date()) {
    const { messages, changed } = parseStoredMessages(raw, now);
    return { value: messages, rewrite: changed };
  },
  serialize: (messages) => (messages.length ? JSON.stringify(messages) : null),
  // Full quota or blocked storage: the outbox still has a message that was not sent yet.
  unsaved: () => console.error('Could not store the contact message list'),
});

/** The stored messages, newest first; removes what cannot be read and what has expired. */
export function readStoredMessages(now?: Date): ShownStoredMessage[] {
  return store.read(now);
}

export function addStoredMessage(message: StoredMessage): void {
  const others = readStoredMessages().filter((entry) => entry.id !== message.id);
  store.write([message, ...others]);
}

/** Sets the delivery state of an entry; returns whether it changed. */
export function updateStoredDelivery(id: string, delivery: Delivery): boolean {
  const messages = readStoredMessages();
  const entry = messages.find((message) => message.id === id);
  if (!entry || JSON.stringify(entry.delivery) === JSON.stringify(delivery)) return false;
  store.write(messages.map((message) => (message.id === id ? { ...message, delivery } : message)));
  return true;
}

/** Deletes one entry from this device. */
export function deleteStoredMessage(id: string): void {
  store.write(readStoredMessages().filter((message) => message.id !== id));
}

/** Deletes every entry from this device. */
export function clearStoredMessages(): void {
  store.write(EMPTY);
}

export const subscribeToStoredMessages = store.subscribe;

/** The server render (and hydration) shows no stored messages: they exist on the device only. */
export const serverStoredMessages = store.serverSnapshot;
