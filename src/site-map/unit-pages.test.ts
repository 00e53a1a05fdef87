import { describe, expect, it } from 'vitest';

import { htmlFileFor, PAGE_PATHS } from './pages';
import { prerenderTargets } from './prerender-targets';
import {
  isPickerFloorPath,
  PICKER_FLOOR_PATHS,
  PICKER_PATH,
  unitPagePath,
  UNIT_PAGE_PATHS,
} from './unit-pages';

describe('unit pages', () => {
  it('has one page per unit, under the project', () => {
    expect(UNIT_PAGE_PATHS).toHaveLength(56);
    expect(new Set(UNIT_PAGE_PATHS).size).toBe(56);
    expect(unitPagePath('2.3.1')).toBe('/projects/grabbeallee-68/apartments/2.3.1');
  });

  it('has one page per floor of every building', () => {
    expect(PICKER_FLOOR_PATHS).toHaveLength(6 + 4 + 4 + 4);
    expect(PICKER_FLOOR_PATHS).toContain('/projects/grabbeallee-68/floors/2/3');
    expect(PICKER_FLOOR_PATHS).not.toContain('/projects/grabbeallee-68/floors/2/4');
    expect(PICKER_FLOOR_PATHS.every(isPickerFloorPath)).toBe(true);
    expect(isPickerFloorPath(PICKER_PATH)).toBe(false);
    expect(isPickerFloorPath(`${PICKER_PATH}/2`)).toBe(false);
    expect(isPickerFloorPath(`${PICKER_PATH}/2/3/1`)).toBe(false);
  });

  it('prerenders every unit and floor page in both languages, besides the route table and the two 404 pages', () => {
    const targets = prerenderTargets();
    // The route table's pages, 56 unit pages and 18 floors, in two languages, plus one 404 page a language.
    expect(targets).toHaveLength((PAGE_PATHS.length + 56 + 18) * 2 + 2);
    for (const path of [...UNIT_PAGE_PATHS, ...PICKER_FLOOR_PATHS]) {
      for (const url of [path, `/de${path}`]) {
        expect(targets).toContainEqual({ url, file: htmlFileFor(url), expectedStatus: 200 });
      }
    }
    expect(htmlFileFor('/de/projects/grabbeallee-68/apartments/2.3.1')).toBe(
      'de/projects/grabbeallee-68/apartments/2.3.1.html',
    );
  });
});
