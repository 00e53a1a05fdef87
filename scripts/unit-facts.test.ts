import { describe, expect, it } from 'vitest';

import { UNITS } from '../src/content/units.ts';
import { UNIT_FACTS } from '../supabase/functions/_shared/unit-facts.gen.ts';
import { unitFactsOf } from './unit-facts.ts';

describe("the backend's unit facts", () => {
  it('are the unit data as it is (run `npm run content:figures` after changing units.ts)', () => {
    expect(UNIT_FACTS).toEqual(unitFactsOf(UNITS));
  });

  it('carry every unit with its exact price', () => {
    expect(UNIT_FACTS).toHaveLength(56);
    const first = UNITS[0]!;
    expect(UNIT_FACTS[0]).toEqual(
      expect.objectContaining({ we_nr: first.weNr, price: first.price, living_area: first.livingArea }),
    );
  });
});
