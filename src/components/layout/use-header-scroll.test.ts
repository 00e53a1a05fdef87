import { describe, expect, it } from 'vitest';

import { nextHeaderState } from './use-header-scroll';

describe('nextHeaderState', () => {
  it('is scrolled only after 10 px', () => {
    expect(nextHeaderState(0, 10, 70).scrolled).toBe(false);
    expect(nextHeaderState(0, 11, 70).scrolled).toBe(true);
  });

  it('hides while scrolling down past the header and shows on the way up', () => {
    expect(nextHeaderState(100, 200, 70).hidden).toBe(true);
    expect(nextHeaderState(200, 150, 70).hidden).toBe(false);
    expect(nextHeaderState(0, 40, 70).hidden).toBe(false);
  });
});
