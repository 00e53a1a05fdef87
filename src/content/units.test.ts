import { describe, expect, it } from 'vitest';

import { UNIT_CODES } from '../../supabase/local/unit-codes';
import { project } from './project';
import { BUILDINGS, UNITS, unitPrice, unitsOnFloor } from './units';

describe('the unit dataset', () => {
  it('has the 56 units of the project, in the backend’s unit-code order', () => {
    expect(UNITS).toHaveLength(project.residentialUnits);
    expect(UNITS.map((unit) => [unit.unitNumber, unit.weNr])).toEqual(
      UNIT_CODES.map((code) => [code.unitNumber, code.weNr]),
    );
  });

  it('has unique unit codes of the form building.floor.unit that match the unit’s fields', () => {
    expect(new Set(UNITS.map((unit) => unit.weNr)).size).toBe(UNITS.length);
    for (const unit of UNITS) {
      expect(unit.weNr).toMatch(/^[1-4]\.[0-5]\.[1-4]$/);
      expect(unit.weNr).toBe(`${unit.building}.${unit.floor}.${unit.unitOnFloor}`);
    }
  });

  it('fills every building floor by floor: street building 0–5 × 4, garden houses 0–3 × 3, 3, 2', () => {
    expect(BUILDINGS.map((b) => [b.number, b.kind, b.floors, b.unitsPerFloor])).toEqual([
      [1, 'street', 6, 4],
      [2, 'garden', 4, 3],
      [3, 'garden', 4, 3],
      [4, 'garden', 4, 2],
    ]);
    for (const building of BUILDINGS) {
      for (let floor = 0; floor < building.floors; floor++) {
        expect(unitsOnFloor(building.number, floor).map((unit) => unit.unitOnFloor)).toEqual(
          Array.from({ length: building.unitsPerFloor }, (_, i) => i + 1),
        );
      }
    }
    expect(Math.max(...UNITS.map((unit) => unit.floor))).toBe(5);
    expect(Math.min(...UNITS.map((unit) => unit.floor))).toBe(0);
  });

  it('adds the 56 living areas up to the saleable space of 3,250 m²', () => {
    const total = UNITS.reduce((sum, unit) => sum + unit.livingArea, 0);
    expect(Math.round(total * 10) / 10).toBe(project.saleableSpaceSqm);
  });

  // The specification's project data: the site states what the units span, which must lie inside it.
  const SPEC = { livingArea: { min: 36, max: 99 }, pricePerSqm: { min: 7000, max: 7450 } };
  const SPEC_PRICE = { from: 250_000, to: 695_000 };

  it('keeps rooms 2–4, living areas 36–99 m², 7,000–7,450 €/m² and 1–3 bicycle spots', () => {
    for (const unit of UNITS) {
      expect([2, 3, 4]).toContain(unit.rooms);
      expect(unit.livingArea).toBeGreaterThanOrEqual(SPEC.livingArea.min);
      expect(unit.livingArea).toBeLessThanOrEqual(SPEC.livingArea.max);
      expect(unit.pricePerSqm).toBeGreaterThanOrEqual(SPEC.pricePerSqm.min);
      expect(unit.pricePerSqm).toBeLessThanOrEqual(SPEC.pricePerSqm.max);
      expect(unit.bicycleSpots).toBeGreaterThanOrEqual(1);
      expect(unit.bicycleSpots).toBeLessThanOrEqual(3);
    }
    expect(new Set(UNITS.map((unit) => unit.rooms))).toEqual(new Set([2, 3, 4]));
  });

  it('prices every unit by the one rule and runs from 253,400 to 658,000 euros', () => {
    for (const unit of UNITS) expect(unit.price).toBe(unitPrice(unit.livingArea, unit.pricePerSqm));
    const prices = UNITS.map((unit) => unit.price);
    expect(Math.min(...prices)).toBe(253_400);
    expect(Math.max(...prices)).toBe(658_000);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(SPEC_PRICE.from);
      expect(price).toBeLessThanOrEqual(SPEC_PRICE.to);
    }
  });

  it('computes each price once, in whole euros', () => {
    const unit = UNITS.find((candidate) => candidate.weNr === '3.1.1')!;
    expect([unit.livingArea, unit.pricePerSqm, unit.price]).toEqual([53.7, 7160, 384_492]);
    // Area × €/m² is whole for every unit: the price is the product, not a rounded figure.
    for (const { livingArea, pricePerSqm, price } of UNITS) {
      expect(Math.abs(livingArea * pricePerSqm - price)).toBeLessThan(1e-6);
    }
    expect(unitPrice(36.2, 7000)).toBe(253_400);
  });

  it('gives outdoor space and storage where they fit the floor', () => {
    for (const unit of UNITS) {
      const top = unit.floor === BUILDINGS[unit.building - 1]!.floors - 1;
      if (unit.floor === 0) {
        expect(unit.terrace).toBeGreaterThan(0);
        expect(unit.balcony).toBeUndefined();
      } else if (top) {
        expect(unit.terrace).toBeGreaterThan(0);
        expect(unit.garden).toBeUndefined();
      } else {
        expect(unit.balcony).toBeGreaterThan(0);
        expect(unit.terrace ?? unit.garden).toBeUndefined();
      }
      if (unit.floor > 0) expect(unit.garden).toBeUndefined();
      if (unit.building === 1 || unit.floor > 0) expect(unit.storageRoom).toBeGreaterThan(0);
    }
    expect(UNITS.filter((unit) => unit.garden).length).toBeGreaterThan(0);
  });

  it('derives the category from floor and outdoor space', () => {
    const byCode = new Map(UNITS.map((unit) => [unit.weNr, unit.category]));
    expect(byCode.get('1.0.1')).toBe('garden-apartment');
    expect(byCode.get('1.0.2')).toBe('ground-floor-apartment');
    expect(byCode.get('1.2.2')).toBe('balcony-apartment');
    expect(byCode.get('1.5.4')).toBe('roof-terrace-apartment');
    expect(byCode.get('2.3.1')).toBe('roof-terrace-apartment');
  });
});
