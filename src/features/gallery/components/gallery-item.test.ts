import { describe, expect, it } from 'vitest';

import { galleryRows } from './gallery-item';

describe('galleryRows', () => {
  it('puts the first image large, up to four small ones, the rest in rows', () => {
    expect(galleryRows([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ hero: 1, small: [2, 3, 4, 5], rest: [6, 7, 8] });
    expect(galleryRows([1, 2])).toEqual({ hero: 1, small: [2], rest: [] });
    expect(galleryRows([])).toEqual({ hero: undefined, small: [], rest: [] });
  });
});
