import { describe, expect, it } from 'vitest';

import { PAST_PROJECT_TYPES } from '@/content/past-project-types';
import { filterPastProjects, pastProjects } from '@/content/past-projects';

import { parsePastProjectsSearch } from './past-projects-search';

describe('parsePastProjectsSearch', () => {
  it('keeps a known type', () => {
    expect(parsePastProjectsSearch({ type: 'mixed-use' })).toEqual({ type: 'mixed-use' });
  });

  it('drops an unknown or missing type', () => {
    expect(parsePastProjectsSearch({ type: 'castle' }).type).toBeUndefined();
    expect(parsePastProjectsSearch({ type: 3 }).type).toBeUndefined();
    expect(parsePastProjectsSearch({}).type).toBeUndefined();
  });
});

describe('filterPastProjects', () => {
  it('returns every project without a type, and exactly the matching ones with a type', () => {
    expect(filterPastProjects(pastProjects, undefined).map((past) => past.key)).toEqual([
      'munzstrasse',
      'theater',
      'charlottenstrasse',
    ]);
    for (const type of PAST_PROJECT_TYPES) {
      const shown = filterPastProjects(pastProjects, type);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((past) => past.type === type)).toBe(true);
    }
  });
});
