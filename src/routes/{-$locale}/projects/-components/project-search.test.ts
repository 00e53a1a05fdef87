import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { activeTab, projectSearchSchema } from './project-search';

describe('project page search params', () => {
  it('parses the tab and the finder state, dropping unknown values', () => {
    expect(
      v.parse(projectSearchSchema, { tab: 'apartments', building: 3, rooms: 2, sort: 'price-desc' }),
    ).toEqual({
      tab: 'apartments',
      building: 3,
      rooms: 2,
      sort: 'price-desc',
    });
    expect(v.parse(projectSearchSchema, { tab: 'team', building: 'x' })).toEqual({
      tab: undefined,
      building: undefined,
      rooms: undefined,
      sort: undefined,
    });
  });

  it('opens the overview by default and the apartments tab for #apartments', () => {
    expect(activeTab({}, '')).toBe('overview');
    expect(activeTab({}, 'apartments')).toBe('apartments');
    expect(activeTab({}, '#apartments')).toBe('apartments');
    expect(activeTab({ tab: 'location' }, 'apartments')).toBe('location');
  });
});
