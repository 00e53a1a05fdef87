import { describe, expect, it } from 'vitest';

import { UNITS } from '@/content/units';

import { unitPlanGeometry } from './unit-plan-geometry';

describe('unitPlanGeometry', () => {
  it('draws as many living rooms and bedrooms as the unit has rooms, and a bathroom', () => {
    for (const unit of UNITS) {
      const plan = unitPlanGeometry(unit);
      const habitable = plan.rooms.filter((room) => room.kind === 'living' || room.kind === 'bedroom');
      expect(habitable).toHaveLength(unit.rooms);
      expect(plan.rooms.filter((room) => room.kind === 'bath')).toHaveLength(1);
    }
  });

  it('gives room areas that add up to the living area and rooms that fill the outline', () => {
    for (const unit of UNITS) {
      const plan = unitPlanGeometry(unit);
      const sum = plan.rooms.reduce((total, room) => total + room.area, 0);
      expect(Math.round(sum * 10) / 10).toBe(unit.livingArea);
      for (const room of plan.rooms) {
        expect(room.width).toBeGreaterThan(1);
        expect(room.x + room.width).toBeLessThanOrEqual(plan.width + 1e-9);
        expect(room.y + room.height).toBeLessThanOrEqual(plan.depth + 1e-9);
      }
    }
  });

  it('draws the balcony, terrace and garden of the unit with their areas, outside the walls', () => {
    const byCode = new Map(UNITS.map((unit) => [unit.weNr, unit]));
    const garden = unitPlanGeometry(byCode.get('1.0.1')!);
    expect(garden.outdoor.map((o) => [o.kind, o.area])).toEqual([
      ['terrace', 10.5],
      ['garden', 28],
    ]);
    const balcony = unitPlanGeometry(byCode.get('1.2.2')!);
    expect(balcony.outdoor.map((o) => o.kind)).toEqual(['balcony']);
    for (const plan of [garden, balcony]) {
      for (const o of plan.outdoor) {
        expect(o.y).toBeGreaterThanOrEqual(plan.depth);
        expect(Math.round(o.width * o.height * 10) / 10).toBe(o.area);
      }
    }
  });
});
