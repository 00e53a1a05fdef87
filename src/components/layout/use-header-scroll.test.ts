import { describe, expect, it } from 'vitest';

import { nextHeaderState, offsetIsVisitorScroll } from './use-header-scroll';

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

describe('offsetIsVisitorScroll', () => {
  it('takes an offset on a page navigated to without a fragment for a scroll made before hydration', () => {
    expect(offsetIsVisitorScroll('navigate', '')).toBe(true);
    expect(offsetIsVisitorScroll('navigate', '#')).toBe(true);
  });

  it('takes a restored position or a fragment for a page opened mid-way', () => {
    expect(offsetIsVisitorScroll('reload', '')).toBe(false);
    expect(offsetIsVisitorScroll('back_forward', '')).toBe(false);
    expect(offsetIsVisitorScroll('navigate', '#contact')).toBe(false);
    expect(offsetIsVisitorScroll(undefined, '')).toBe(false);
  });
});
