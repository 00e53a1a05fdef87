// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { isPlacedByNavigation, markPlacedByNavigation, VISITOR_INPUTS } from './page-placement';

describe('page placement', () => {
  it('is not set before any navigation placed the page', () => {
    expect(isPlacedByNavigation()).toBe(false);
  });

  it.each(VISITOR_INPUTS)('holds after a navigation placed the page, until the visitor’s %s', (type) => {
    markPlacedByNavigation();
    window.dispatchEvent(new Event('scroll'));
    expect(isPlacedByNavigation()).toBe(true);
    window.dispatchEvent(new Event(type));
    expect(isPlacedByNavigation()).toBe(false);
    // Cleared once: the next input finds nothing to clear, the next placement sets it again.
    window.dispatchEvent(new Event(type));
    markPlacedByNavigation();
    expect(isPlacedByNavigation()).toBe(true);
    window.dispatchEvent(new Event('keydown'));
  });
});
