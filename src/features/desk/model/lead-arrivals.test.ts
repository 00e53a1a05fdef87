import { describe, expect, it } from 'vitest';

import type { DeskLead } from './lead';
import { addArrivals } from './lead-arrivals';

const lead = (id: string, version = 1): DeskLead =>
  ({ id, version, name: `Lead ${id}` }) as unknown as DeskLead;

describe('addArrivals', () => {
  it('adds only the leads not on screen, newest first', () => {
    const shown = [lead('b'), lead('a')];
    const { leads, arrived } = addArrivals(shown, [lead('c'), lead('b'), lead('a')]);
    expect(leads.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(arrived).toEqual(['c']);
  });

  it('keeps the version on screen of a lead a colleague changed meanwhile', () => {
    const shown = [lead('a', 3)];
    const { leads, arrived } = addArrivals(shown, [lead('a', 4)]);
    expect(leads[0]?.version).toBe(3);
    expect(arrived).toEqual([]);
  });

  it('keeps a lead on screen that the load no longer has (erased meanwhile: the next full load drops it)', () => {
    const { leads } = addArrivals([lead('a')], []);
    expect(leads.map((item) => item.id)).toEqual(['a']);
  });
});
