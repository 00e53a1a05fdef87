// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CONTACT_MESSAGES_STORAGE_KEY } from '@/lib/device-storage';

import { TRY_AGAIN_AFTER_FAILURES, type StoredMessage } from './stored-message';
import {
  addStoredMessage,
  clearStoredMessages,
  deleteStoredMessage,
  parseStoredMessages,
  readStoredMessages,
  updateStoredDelivery,
} from './stored-messages-store';

const entry = (id: string, timestamp = new Date().toISOString()): StoredMessage => ({
  id,
  subject: '',
  timestamp,
  name: 'Zoë',
  email: 'zoe@example.com',
  message: 'Hello',
  delivery: { state: 'queued' },
});
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const stored = () => JSON.parse(localStorage.getItem(CONTACT_MESSAGES_STORAGE_KEY) ?? 'null') as unknown;

describe('stored contact messages', () => {
  beforeEach(() => localStorage.clear());

  it('adds entries newest first and updates their delivery state', () => {
    addStoredMessage(entry(ID_A));
    addStoredMessage(entry(ID_B));
    expect(readStoredMessages().map((message) => message.id)).toEqual([ID_B, ID_A]);
    expect(updateStoredDelivery(ID_A, { state: 'sent', sentAt: '2026-11-21T10:00:05.000Z' })).toBe(true);
    expect(updateStoredDelivery(ID_A, { state: 'sent', sentAt: '2026-11-21T10:00:05.000Z' })).toBe(false);
    expect((stored() as StoredMessage[])[1]?.delivery).toEqual({
      state: 'sent',
      sentAt: '2026-11-21T10:00:05.000Z',
    });
  });

  it('removes a list that cannot be parsed', () => {
    localStorage.setItem(CONTACT_MESSAGES_STORAGE_KEY, '{not json');
    expect(readStoredMessages()).toEqual([]);
    expect(localStorage.getItem(CONTACT_MESSAGES_STORAGE_KEY)).toBeNull();
  });

  it('keeps and shows entries in the spec shape: any id, a local-format timestamp, no delivery field', () => {
    const specShaped = {
      id: '1732183500000',
      subject: 'Viewing',
      timestamp: '21.11.2026, 10:05:00',
      name: 'Zoë',
      email: 'zoe@example.com',
      message: 'Hello',
    };
    localStorage.setItem(CONTACT_MESSAGES_STORAGE_KEY, JSON.stringify([specShaped, { id: 7, name: 'Ann' }]));
    const now = new Date('2026-11-22T10:00:00.000Z');
    const messages = readStoredMessages(now);
    expect(messages).toEqual([
      { ...specShaped, keptSince: now.toISOString() },
      {
        id: '7',
        subject: '',
        timestamp: '',
        name: 'Ann',
        email: '',
        message: '',
        keptSince: now.toISOString(),
      },
    ]);
    expect(messages[0]?.delivery).toBeUndefined(); // shown as sent
  });

  it('a message older builds marked as held (not refused) is shown as waiting, with "Try again"', () => {
    localStorage.setItem(
      CONTACT_MESSAGES_STORAGE_KEY,
      JSON.stringify([{ ...entry(ID_A), delivery: { state: 'failed', error: 'HTTP 503', retryable: true } }]),
    );
    expect(readStoredMessages()[0]?.delivery).toEqual({
      state: 'queued',
      reason: 'server',
      failures: TRY_AGAIN_AFTER_FAILURES,
    });
  });

  it('keeps why a message waits', () => {
    addStoredMessage(entry(ID_A));
    updateStoredDelivery(ID_A, { state: 'queued', reason: 'server', status: 404, failures: 2 });
    expect(readStoredMessages()[0]?.delivery).toEqual({
      state: 'queued',
      reason: 'server',
      status: 404,
      failures: 2,
    });
  });

  it('drops only entries with no readable field', () => {
    localStorage.setItem(
      CONTACT_MESSAGES_STORAGE_KEY,
      JSON.stringify([entry(ID_A), { id: 'x', subject: true }, null, 'text', { message: 'only this' }]),
    );
    const messages = readStoredMessages();
    expect(messages.map((message) => message.message)).toEqual(['Hello', 'only this']);
    expect(stored()).toHaveLength(2);
  });

  it('expires entries 90 days after their timestamp, or after first seen when it is no date', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const raw = JSON.stringify([
      entry(ID_A, '2026-08-24T11:00:00.000Z'), // 89 days and 23 hours ago: kept
      entry(ID_B, '2026-08-24T09:00:00.000Z'), // 90 days and 1 hour ago: expired
      { id: 'c', name: 'Old', timestamp: 'gestern', keptSince: '2026-08-01T00:00:00.000Z' },
      { id: 'd', name: 'New', timestamp: 'heute', keptSince: '2026-11-01T00:00:00.000Z' },
    ]);
    expect(parseStoredMessages(raw, now).messages.map((message) => message.id)).toEqual([ID_A, 'd']);
  });

  it('deletes one entry, then all of them', () => {
    addStoredMessage(entry(ID_A));
    addStoredMessage(entry(ID_B));
    deleteStoredMessage(ID_A);
    expect(readStoredMessages().map((message) => message.id)).toEqual([ID_B]);
    clearStoredMessages();
    expect(readStoredMessages()).toEqual([]);
    expect(localStorage.getItem(CONTACT_MESSAGES_STORAGE_KEY)).toBeNull();
  });

  it('shows an empty list and never throws where storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStoredMessages()).toEqual([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => addStoredMessage(entry(ID_A))).not.toThrow();
  });
});
