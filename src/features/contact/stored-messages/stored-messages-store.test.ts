import { beforeEach, describe, expect, it } from 'vitest';

import { CONTACT_MESSAGES_STORAGE_KEY } from '@/lib/storage-keys';

import type { StoredMessage } from './stored-message';
import { addStoredMessage, readStoredMessages, updateStoredDelivery } from './stored-messages-store';

const entry = (id: string): StoredMessage => ({
  id,
  subject: '',
  timestamp: '2026-11-21T10:00:00.000Z',
  name: 'Zoë',
  email: 'zoe@example.com',
  message: 'Hello',
  delivery: { state: 'queued' },
});
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

describe('stored contact messages', () => {
  beforeEach(() => localStorage.clear());

  it('adds entries newest first and updates their delivery state', () => {
    addStoredMessage(entry(ID_A));
    addStoredMessage(entry(ID_B));
    expect(readStoredMessages().map((message) => message.id)).toEqual([ID_B, ID_A]);
    expect(updateStoredDelivery(ID_A, { state: 'sent', sentAt: '2026-11-21T10:00:05.000Z' })).toBe(true);
    expect(updateStoredDelivery(ID_A, { state: 'sent', sentAt: '2026-11-21T10:00:05.000Z' })).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONTACT_MESSAGES_STORAGE_KEY)!)[1].delivery).toEqual({
      state: 'sent',
      sentAt: '2026-11-21T10:00:05.000Z',
    });
  });

  it('removes a list that cannot be parsed', () => {
    localStorage.setItem(CONTACT_MESSAGES_STORAGE_KEY, '{not json');
    expect(readStoredMessages()).toEqual([]);
    expect(localStorage.getItem(CONTACT_MESSAGES_STORAGE_KEY)).toBeNull();
  });

  it('removes single entries that cannot be parsed and keeps the rest', () => {
    localStorage.setItem(
      CONTACT_MESSAGES_STORAGE_KEY,
      JSON.stringify([entry(ID_A), { id: 'x', subject: 3 }]),
    );
    expect(readStoredMessages().map((message) => message.id)).toEqual([ID_A]);
    expect(JSON.parse(localStorage.getItem(CONTACT_MESSAGES_STORAGE_KEY)!)).toHaveLength(1);
  });
});
