import { describe, expect, it } from 'vitest';

import { htmlFileFor, PAGE_PATHS } from './pages';
import { prerenderTargets } from './prerender-targets';
import { unitPagePath, UNIT_PAGE_PATHS } from './unit-pages';

describe('unit pages', () => {
  it('has one page per unit, under the project', () => {
    expect(UNIT_PAGE_PATHS).toHaveLength(56);
    expect(new Set(UNIT_PAGE_PATHS).size).toBe(56);
    expect(unitPagePath('2.3.1')).toBe('/projects/grabbeallee-68/apartments/2.3.1');
  });

  it('prerenders every unit page in both languages, besides the route table and the two 404 pages', () => {
    const targets = prerenderTargets();
    // The route table's pages and the 56 unit pages, in two languages, plus one 404 page a language.
    expect(targets).toHaveLength((PAGE_PATHS.length + 56) * 2 + 2);
    for (const path of UNIT_PAGE_PATHS) {
      for (const url of [path, `/de${path}`]) {
        expect(targets).toContainEqual({ url, file: htmlFileFor(url), expectedStatus: 200 });
      }
    }
    expect(htmlFileFor('/de/projects/grabbeallee-68/apartments/2.3.1')).toBe(
      'de/projects/grabbeallee-68/apartments/2.3.1.html',
    );
  });
});
