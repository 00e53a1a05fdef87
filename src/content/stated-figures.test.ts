/**
 * Every range, count and total the site states, computed from the unit list: a figure stated anywhere
 * (pages, price list, JSON-LD, teaser) that no longer matches the 56 units fails here. The built pages'
 * figures are checked by tests/e2e/stated-figures.spec.ts.
 */
import { describe, expect, it } from 'vitest';

import { residenceNodes } from '@/lib/structured-data';

import { project } from './project';
import { teaserStartingPrice } from './teaser';
import { teaserStats } from './teaser-highlights';
import { wholeSqmRange } from './unit-figures';
import { BUILDINGS, UNITS } from './units';

const prices = UNITS.map((unit) => unit.price);
const areas = UNITS.map((unit) => unit.livingArea);

describe('the figures the site states, from the unit list', () => {
  it('counts 56 units in 4 buildings, with 2 to 4 rooms', () => {
    expect(project.residentialUnits).toBe(UNITS.length);
    expect(project.buildings).toBe(new Set(UNITS.map((unit) => unit.building)).size);
    expect(project.buildings).toBe(BUILDINGS.length);
    const rooms = UNITS.map((unit) => unit.rooms);
    expect(project.rooms).toEqual({ min: Math.min(...rooms), max: Math.max(...rooms) });
  });

  it('states the living areas the units span, and the saleable space as their total', () => {
    expect(project.livingArea).toEqual({ min: Math.min(...areas), max: Math.max(...areas) });
    expect(wholeSqmRange(project.livingArea)).toEqual({ min: 36, max: 94 });
    const total = Math.round(areas.reduce((sum, area) => sum + area, 0) * 10) / 10;
    expect(total).toBe(project.saleableSpaceSqm);
  });

  it('states the exact prices the units span, never rounded', () => {
    expect(project.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect([project.price.min, project.price.max]).toEqual([253_400, 658_000]);
    const perSqm = UNITS.map((unit) => unit.pricePerSqm);
    expect(project.pricePerSqm).toEqual({ min: Math.min(...perSqm), max: Math.max(...perSqm) });
  });

  it('offers the residence in the JSON-LD at the lowest and highest unit price, without a count of unsold units', () => {
    const [residence, offer] = residenceNodes('de');
    expect(residence).toMatchObject({ numberOfAccommodationUnits: UNITS.length });
    expect(offer).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
    });
    // Which units are sold is known only live (the apartments table), not when the pages are built.
    expect(offer).not.toHaveProperty('offerCount');
  });

  it('gives the teaser the unit count and the exact lowest price', () => {
    const from = '€253,400';
    expect(Math.min(...prices)).toBe(253_400);
    expect(teaserStartingPrice).toBe(from);
    expect(teaserStats.find((stat) => stat.label === 'Units')?.value).toBe(String(UNITS.length));
    expect(teaserStats.find((stat) => stat.label === 'From')?.value).toBe(from);
  });
});
