import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';

import {
  ALERT_CONSENT_VERSION,
  alertSubscriptionRow,
  type AlertSubscriptionRow,
} from '../alerts/alert-rules';
import { outboxRecordSchema, type AlertRow } from './outbox-record';

const ID = '0b7c6a52-4d1f-4b8e-9a51-3f1e2d9c8b7a';
const base = { id: ID, stage: 'insert', queuedAt: 1, attempts: 0, nextAttemptAt: 0 } as const;
const contactRow = {
  id: ID,
  name: 'Zoë',
  email: 'zoe@example.com',
  phone: '',
  preferred_rooms: null,
  message: 'Hello',
  gdpr_consent: true,
} as const;

describe('outbox records', () => {
  it('the stored alert row is the row the server takes (alert-rules.ts)', () => {
    expectTypeOf<Omit<AlertRow, 'altcha_payload'>>().toEqualTypeOf<
      Omit<AlertSubscriptionRow, 'altcha_payload'>
    >();
  });

  it('reads a record of an older build (no kind) as a contact message', () => {
    const parsed = v.parse(outboxRecordSchema, { ...base, row: contactRow });
    expect(parsed.kind).toBeUndefined();
    expect(parsed.row).toEqual(contactRow);
  });

  it('keeps an alert sign-up as one, and refuses an alert record carrying a contact row', () => {
    const { altcha_payload: _none, ...row } = alertSubscriptionRow(
      {
        id: ID,
        email: 'buyer@example.com',
        locale: 'de',
        frequency: 'daily',
        target: { kind: 'unit', projectId: 'grabbeallee-68', weNr: '1.3.4', priceChanges: true },
        consentVersion: ALERT_CONSENT_VERSION,
      },
      { honeypot: '', altchaPayload: null },
    );
    const parsed = v.parse(outboxRecordSchema, { ...base, kind: 'alert', row });
    expect(parsed).toMatchObject({ kind: 'alert', row: { we_nr: '1.3.4', price_changes: true } });
    expect(v.safeParse(outboxRecordSchema, { ...base, kind: 'alert', row: contactRow }).success).toBe(false);
  });

  it("reads an older build's alert record (no price or area limit) as a search without limits, and keeps a search's limits", () => {
    const { altcha_payload: _none, ...row } = alertSubscriptionRow(
      {
        id: ID,
        email: 'buyer@example.com',
        locale: 'en',
        frequency: 'instant',
        target: { kind: 'search', projectId: 'grabbeallee-68', rooms: 3, maxPrice: 450_000, minArea: 70.5 },
        consentVersion: ALERT_CONSENT_VERSION,
      },
      { honeypot: '', altchaPayload: null },
    );
    expect(v.parse(outboxRecordSchema, { ...base, kind: 'alert', row }).row).toMatchObject({
      search_max_price: 450_000,
      search_min_area: 70.5,
    });
    const { search_max_price: _price, search_min_area: _area, ...older } = row;
    expect(v.parse(outboxRecordSchema, { ...base, kind: 'alert', row: older }).row).toMatchObject({
      search_max_price: null,
      search_min_area: null,
    });
    expect(
      v.safeParse(outboxRecordSchema, { ...base, kind: 'alert', row: { ...row, search_max_price: 12 } })
        .success,
    ).toBe(false);
  });
});
