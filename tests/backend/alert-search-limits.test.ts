/**
 * A search's price and area limits (migration 20261130100000_alert_search_price_area.sql): the database takes
 * exactly what the shared rules take; a flat that becomes available under the limits is an alert, one above them
 * is not; a price change that brings an available flat under a search's maximum is one alert; and the desk's
 * demand counts the searches the same predicate matches.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import {
  ALERT_CONSENT_VERSION,
  SEARCH_MAX_PRICE,
  SEARCH_MIN_AREA,
  searchMaxPriceSchema,
  searchMinAreaSchema,
  type AlertSearch,
} from '../../supabase/functions/_shared/alert-rules.ts';
import type { UnitFact } from '../../supabase/functions/_shared/unit-fact.ts';
import { UNIT_FACTS } from '../../supabase/functions/_shared/unit-facts.gen.ts';
import { alertHelpers, PROJECT, RESERVED_UNIT, signupRow, SOLD_UNIT } from './helpers/alert-signups.ts';
import { signedInClient, useTestBackend } from './helpers/test-backend.ts';

const t = useTestBackend();
const { sql, signUpConfirmed, setStatus, prepare, syncFacts } = alertHelpers(t);

const sold = UNIT_FACTS.find((fact) => fact.we_nr === SOLD_UNIT)!;
const search = (limits: Omit<AlertSearch, 'kind' | 'projectId'>): AlertSearch => ({
  kind: 'search',
  projectId: PROJECT,
  ...limits,
});

interface AlertMail {
  to_email: string;
  data: { events: { kind: string; unit: { weNr: string; price: number }; search?: AlertSearch }[] };
}
const alertMails = () =>
  sql<AlertMail>(
    `select to_email, data from public.alert_mails where kind = 'alert' order by created_at, id`,
  );

/** The content module's facts with one flat at another price. */
const repriced = (weNr: string, price: number): UnitFact[] =>
  UNIT_FACTS.map((fact) => (fact.we_nr === weNr ? { ...fact, price } : fact));

/** Whether the database takes a search with these limits, as a visitor's insert (always rolled back). */
async function databaseAccepts(maxPrice: number | null, minArea: number | null): Promise<boolean> {
  try {
    await t.backend.db.transaction('anon', async (query) => {
      await query(
        `insert into public.alert_subscriptions (id, email, locale, frequency, project_id, consent_text_version,
                                                 search_max_price, search_min_area)
         values (gen_random_uuid(), 'parity@example.com', 'en', 'daily', $1, $2, $3::integer, $4::numeric)`,
        [
          PROJECT,
          ALERT_CONSENT_VERSION,
          maxPrice === null ? null : String(maxPrice),
          minArea === null ? null : String(minArea),
        ],
      );
      throw new Error('rollback');
    });
  } catch (error) {
    if ((error as Error).message === 'rollback') return true;
    if ((error as { code?: string }).code === '23514') return false;
    throw error;
  }
  return true;
}

describe("a search's limits", () => {
  it('the database takes exactly the limits the shared rules take', async () => {
    const prices = [
      SEARCH_MAX_PRICE.min - 1,
      SEARCH_MAX_PRICE.min,
      450_000,
      SEARCH_MAX_PRICE.max,
      SEARCH_MAX_PRICE.max + 1,
      0,
    ];
    for (const price of prices) {
      expect(await databaseAccepts(price, null), `price ${price}`).toBe(v.is(searchMaxPriceSchema, price));
    }
    const areas = [
      SEARCH_MIN_AREA.min - 0.01,
      SEARCH_MIN_AREA.min,
      70.15,
      SEARCH_MIN_AREA.max,
      SEARCH_MIN_AREA.max + 0.01,
    ];
    for (const area of areas) {
      expect(await databaseAccepts(null, area), `area ${area}`).toBe(v.is(searchMinAreaSchema, area));
    }
    expect(await databaseAccepts(null, null)).toBe(true);
  });

  it('refuses limits on a flat’s watch, by its constraint', async () => {
    const row = signupRow({ kind: 'unit', projectId: PROJECT, weNr: SOLD_UNIT, priceChanges: false });
    for (const change of [{ search_max_price: 450_000 }, { search_min_area: 70 }]) {
      const { error } = await t.anon.from('alert_subscriptions').insert({ ...row, ...change });
      expect(error?.message).toContain('alert_subscriptions_target_valid');
    }
    const { error } = await t.anon.from('alert_subscriptions').insert({
      ...row,
      we_nr: null,
      id: crypto.randomUUID(),
      search_max_price: 1_000,
    });
    expect(error?.message).toContain('alert_subscriptions_search_limits_valid');
  });
});

describe('alerts of a search with limits', () => {
  it('a flat becoming available at or under the maximum price is an alert; above it, none', async () => {
    await syncFacts();
    await signUpConfirmed({
      email: 'at@example.com',
      target: search({ building: sold.building, maxPrice: sold.price }),
    });
    await signUpConfirmed({ email: 'below@example.com', target: search({ maxPrice: sold.price - 1 }) });
    await setStatus(SOLD_UNIT, 'Available');
    expect(await prepare()).toBe(1);
    const [alert, ...others] = await alertMails();
    expect(others).toEqual([]);
    expect(alert!.to_email).toBe('at@example.com');
    expect(alert!.data.events).toEqual([
      expect.objectContaining({
        kind: 'available',
        unit: expect.objectContaining({ weNr: SOLD_UNIT }),
        search: { kind: 'search', projectId: PROJECT, building: sold.building, maxPrice: sold.price },
      }),
    ]);
  });

  it('a flat becoming available with at least the minimum area is an alert; a smaller one, none', async () => {
    await syncFacts();
    await signUpConfirmed({ email: 'fits@example.com', target: search({ minArea: sold.living_area }) });
    await signUpConfirmed({
      email: 'larger@example.com',
      target: search({ minArea: sold.living_area + 0.01 }),
    });
    await setStatus(SOLD_UNIT, 'Available');
    expect(await prepare()).toBe(1);
    expect((await alertMails()).map((mail) => mail.to_email)).toEqual(['fits@example.com']);
  });

  it('a price drop under the maximum of an available flat is one alert; a drop that stays above it, or a further one, none; never two for one address', async () => {
    await syncFacts();
    await setStatus(SOLD_UNIT, 'Available');
    const limit = sold.price - 10_000;
    // One address with the search and the flat's own price watch: one alert for the one event.
    await signUpConfirmed({
      email: 'budget@example.com',
      target: search({ rooms: sold.rooms, maxPrice: limit }),
    });
    await signUpConfirmed({
      email: 'budget@example.com',
      target: { kind: 'unit', projectId: PROJECT, weNr: SOLD_UNIT, priceChanges: true },
    });
    await signUpConfirmed({
      email: 'search-only@example.com',
      target: search({ rooms: sold.rooms, maxPrice: limit }),
    });
    await signUpConfirmed({ email: 'no-limit@example.com', target: search({ rooms: sold.rooms }) });
    expect(await prepare()).toBe(0);

    expect(await syncFacts(repriced(SOLD_UNIT, limit + 1))).toBe(1);
    expect(await prepare()).toBe(1);
    expect(await syncFacts(repriced(SOLD_UNIT, limit))).toBe(1);
    expect(await prepare()).toBe(2);
    expect(await syncFacts(repriced(SOLD_UNIT, limit - 5_000))).toBe(1);
    expect(await prepare()).toBe(1);

    const mails = await alertMails();
    const searchOnly = mails.filter((mail) => mail.to_email === 'search-only@example.com');
    expect(searchOnly.map((mail) => mail.data.events[0]!.unit.price)).toEqual([limit]);
    // The address with both: each change once, as its flat watch's price alert (that watch wins over the search).
    const both = mails.filter((mail) => mail.to_email === 'budget@example.com');
    expect(both.map((mail) => mail.data.events[0]!.unit.price)).toEqual([limit + 1, limit, limit - 5_000]);
    expect(both.every((mail) => mail.data.events.length === 1 && !mail.data.events[0]!.search)).toBe(true);
    expect(mails).toHaveLength(4);
  });

  it('a price drop under the maximum tells a search once, naming it; none while the flat is not available', async () => {
    await syncFacts();
    const limit = sold.price - 10_000;
    await signUpConfirmed({ email: 'budget@example.com', target: search({ maxPrice: limit }) });

    expect(await syncFacts(repriced(SOLD_UNIT, limit))).toBe(1);
    expect(await prepare()).toBe(0);

    // Released at a price under the limit: the release is the alert.
    await setStatus(SOLD_UNIT, 'Available');
    expect(await prepare()).toBe(1);
    // Above the limit again: no alert; back under it (twice in one sweep): one.
    expect(await syncFacts(repriced(SOLD_UNIT, sold.price))).toBe(1);
    expect(await prepare()).toBe(0);
    await sql('delete from public.alert_mails');
    expect(await syncFacts(repriced(SOLD_UNIT, limit - 1))).toBe(1);
    expect(await syncFacts(repriced(SOLD_UNIT, limit - 2))).toBe(1);
    expect(await prepare()).toBe(1);
    const [alert, ...others] = await alertMails();
    expect(others).toEqual([]);
    expect(alert!.data.events).toEqual([
      expect.objectContaining({
        kind: 'price',
        unit: expect.objectContaining({ weNr: SOLD_UNIT, price: limit - 2 }),
        search: { kind: 'search', projectId: PROJECT, maxPrice: limit },
      }),
    ]);
  });

  it('a flat released and repriced under the maximum in one sweep is one alert', async () => {
    await syncFacts();
    const limit = sold.price - 10_000;
    await signUpConfirmed({ email: 'budget@example.com', target: search({ maxPrice: limit }) });
    await setStatus(SOLD_UNIT, 'Available');
    await syncFacts(repriced(SOLD_UNIT, limit));
    expect(await prepare()).toBe(1);
    expect((await alertMails())[0]!.data.events[0]!.kind).toBe('available');
  });
});

describe('demand in the desk', () => {
  it('counts, per unit, the searches the alerts would match', async () => {
    await syncFacts();
    const searches = [
      search({ maxPrice: 400_000 }),
      search({ minArea: 70 }),
      search({ rooms: 3, maxPrice: 500_000, minArea: 60 }),
      search({ building: sold.building, floor: sold.floor }),
    ];
    for (const [index, target] of searches.entries()) {
      await signUpConfirmed({ email: `search-${index}@example.com`, target });
    }
    await t.hooks.createUser({ email: 'desk@example.com', password: 'desk-password-1', staff: true });
    const desk = await signedInClient(t, { email: 'desk@example.com', password: 'desk-password-1' });
    const { data, error } = await desk.rpc('desk_alert_demand', { p_project_id: PROJECT });
    expect(error).toBeNull();
    const counts = new Map(
      (data as { we_nr: string; searches: number }[]).map((row) => [row.we_nr, row.searches]),
    );
    const matches = (target: AlertSearch, fact: UnitFact) =>
      (target.building ?? fact.building) === fact.building &&
      (target.floor ?? fact.floor) === fact.floor &&
      (target.rooms ?? fact.rooms) === fact.rooms &&
      fact.price <= (target.maxPrice ?? fact.price) &&
      fact.living_area >= (target.minArea ?? fact.living_area);
    for (const fact of UNIT_FACTS) {
      expect(counts.get(fact.we_nr), fact.we_nr).toBe(
        searches.filter((target) => matches(target, fact)).length,
      );
    }
    // The figures are not all alike: the limits decide for some flats.
    expect(new Set(counts.values()).size).toBeGreaterThan(2);
    expect(counts.get(RESERVED_UNIT)).toBeDefined();
  });
});
