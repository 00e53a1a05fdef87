import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { activateLocale } from '@/lib/i18n/i18n';

import type { AlertWatcher } from './alert-records';
import { watchersCsv } from './watchers-csv';

const PROJECT = 'grabbeallee-68';

const flatWatcher: AlertWatcher = {
  we_nr: '1.0.1',
  target: { kind: 'unit', projectId: PROJECT, weNr: '1.0.1', priceChanges: true },
  email: 'anna.berg@example.com',
  locale: 'de',
  frequency: 'instant',
  signed_up_at: new Date('2026-11-29T13:03:12Z'),
  confirmed_at: new Date('2026-11-29T13:05:40Z'),
  consent_text_version: '2026-11-29',
};

const searchWatcher: AlertWatcher = {
  we_nr: null,
  target: {
    kind: 'search',
    projectId: PROJECT,
    building: 2,
    floor: 0,
    rooms: 3,
    maxPrice: 450_000,
    minArea: 70,
  },
  // An address may start with a formula character: the cell must not run as one.
  email: '-ben@example.com',
  locale: 'en',
  frequency: 'daily',
  signed_up_at: new Date('2026-07-01T08:00:00Z'),
  confirmed_at: new Date('2026-07-01T09:15:00Z'),
  consent_text_version: '2026-11-29',
};

const lines = (csv: string) => csv.split('\r\n');

describe('watchersCsv', () => {
  it('writes English headers, a line per watcher with its consent in Berlin time, searches quoted at their commas', async () => {
    await activateLocale('en', ['messages', 'desk']);
    const csv = watchersCsv([flatWatcher, searchWatcher], i18n, 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv.slice(1))).toEqual([
      'Unit,Alert,E-mail,Language,Frequency,Signed up (Berlin time),Confirmed (Berlin time),Consent text version',
      '1.0.1,Apartment 1.0.1: when it becomes available or its price changes,anna.berg@example.com,German,At once,2026-11-29 14:03:12,2026-11-29 14:05:40,2026-11-29',
      ',"Search: building 2, ground floor, 3 rooms, up to €450,000, from 70\u00a0m²",\'-ben@example.com,English,Daily digest,2026-07-01 10:00:00,2026-07-01 11:15:00,2026-11-29',
      '',
    ]);
  });

  it('writes German headers and texts with the semicolon Excel expects there', async () => {
    await activateLocale('de', ['messages', 'desk']);
    const csv = watchersCsv([searchWatcher], i18n, 'de');
    const [header, row] = lines(csv.slice(1));
    expect(header!.split(';')).toEqual([
      'Wohnung',
      'Benachrichtigung',
      'E-Mail',
      'Sprache',
      'Häufigkeit',
      'Angemeldet (Berliner Zeit)',
      'Bestätigt (Berliner Zeit)',
      'Version des Einwilligungstexts',
    ]);
    expect(row).toBe(
      ";Suchauftrag: Haus 2, Erdgeschoss, 3 Zimmer, bis 450.000\u00a0€, ab 70\u00a0m²;'-ben@example.com;Englisch;Tägliche Zusammenfassung;2026-07-01 10:00:00;2026-07-01 11:15:00;2026-11-29",
    );
  });

  it('writes the header row alone when nobody watches', async () => {
    await activateLocale('en', ['messages', 'desk']);
    expect(lines(watchersCsv([], i18n, 'en'))).toHaveLength(2);
  });
});
