import { describe, expect, it } from 'vitest';

import { fadedEdges, scrollToShow, TAB_STRIP_FADE } from './tab-strip';

describe('tab strip', () => {
  const strip = { scrollLeft: 100, width: 300 };

  it('leaves a tab that is in view, clear of the fades, where it is', () => {
    expect(scrollToShow(strip, { left: 150, width: 100 })).toBe(100);
  });

  it('scrolls back to a tab before the view, to just past the fade', () => {
    expect(scrollToShow(strip, { left: 120, width: 100 })).toBe(120 - TAB_STRIP_FADE);
    expect(scrollToShow(strip, { left: 10, width: 100 })).toBe(0);
  });

  it('scrolls on to a tab beyond the view, so that its end clears the fade', () => {
    expect(scrollToShow(strip, { left: 380, width: 100 })).toBe(380 + 100 + TAB_STRIP_FADE - 300);
  });

  it('fades an edge only where more of the strip lies beyond it', () => {
    expect(fadedEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 358 })).toEqual({
      start: false,
      end: true,
    });
    expect(fadedEdges({ scrollLeft: 242, scrollWidth: 600, clientWidth: 358 })).toEqual({
      start: true,
      end: false,
    });
    expect(fadedEdges({ scrollLeft: 0, scrollWidth: 358, clientWidth: 358 })).toEqual({
      start: false,
      end: false,
    });
  });
});
