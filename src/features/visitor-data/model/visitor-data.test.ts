// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import { beforeEach, describe, expect, it } from 'vitest';

// The test seeds the outbox as the contact feature writes it.
// eslint-disable-next-line import-x/no-restricted-paths
import type { OutboxRecord } from '@/features/contact/outbox/outbox-record';
// eslint-disable-next-line import-x/no-restricted-paths
import { openOutboxStore } from '@/features/contact/outbox/outbox-store';
import {
  addStoredMessage,
  readStoredMessages,
} from '@/features/contact/stored-messages/stored-messages-store';
import {
  clearFavourites,
  readFavourites,
  toggleFavourite,
} from '@/features/favourites/model/favourites-store';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  LOCALE_STORAGE_KEY,
  UNIT_STATUS_STORAGE_KEY,
} from '@/lib/device-storage';

import { clearVisitorData, isEmptySummary, summarizeVisitorData } from './visitor-data';

function record(id: string): OutboxRecord {
  return {
    id,
    row: {
      id,
      name: 'Ada Visitor',
      email: 'ada@example.org',
      phone: '',
      preferred_rooms: null,
      message: 'Please call me back about apartment 2.3.1.',
      gdpr_consent: true,
    },
    stage: 'insert',
    queuedAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
  };
}

describe('visitor data', () => {
  beforeEach(async () => {
    localStorage.clear();
    clearFavourites();
    await clearVisitorData();
  });

  it('counts nothing on a fresh device, without creating the outbox database', async () => {
    const summary = await summarizeVisitorData();
    expect(summary).toEqual({ waitingMessages: 0, storedMessages: 0, favourites: 0 });
    expect(isEmptySummary(summary)).toBe(true);
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain('contact-outbox');
  });

  it('counts, then removes favourites, stored messages and the outbox, and keeps the device settings', async () => {
    toggleFavourite('2.3.1');
    toggleFavourite('1.0.2');
    const store = await openOutboxStore();
    await store.put(record('6f1c2f1e-8d5f-4c43-9a53-0b8f4a1d2c31'));
    await store.put(record('0b8f4a1d-2c31-4c43-9a53-6f1c2f1e8d5f'));
    addStoredMessage({
      id: '6f1c2f1e-8d5f-4c43-9a53-0b8f4a1d2c31',
      subject: 'Exposé',
      timestamp: new Date().toISOString(),
      name: 'Ada Visitor',
      email: 'ada@example.org',
      message: 'Please call me back.',
      delivery: { state: 'queued' },
    });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'accepted');
    localStorage.setItem(UNIT_STATUS_STORAGE_KEY, '{"savedAt":"2026-11-23T08:00:00.000Z","statuses":{}}');

    expect(await summarizeVisitorData()).toEqual({ waitingMessages: 2, storedMessages: 1, favourites: 2 });

    await clearVisitorData();

    expect(await summarizeVisitorData()).toEqual({ waitingMessages: 0, storedMessages: 0, favourites: 0 });
    expect(await store.list()).toEqual([]);
    expect(readFavourites()).toEqual([]);
    expect(readStoredMessages()).toEqual([]);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(localStorage.getItem(UNIT_STATUS_STORAGE_KEY)).not.toBeNull();
    store.close();
  });
});
