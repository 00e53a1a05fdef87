// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { whenSeenOrEngaged } from './when-seen-or-engaged';

/** jsdom has no IntersectionObserver: this one reports what a test tells it to. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  emit(entry: { intersectionRatio: number; top: number }) {
    this.report([
      {
        intersectionRatio: entry.intersectionRatio,
        boundingClientRect: { top: entry.top } as DOMRectReadOnly,
      },
    ]);
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenSeenOrEngaged', () => {
  let section: HTMLElement;

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    section = document.createElement('section');
    document.body.append(section);
  });

  afterEach(() => {
    section.remove();
    vi.unstubAllGlobals();
  });

  it('waits while the element only touches the bottom of the screen', async () => {
    const seen = whenSeenOrEngaged(section);
    FakeObserver.last!.emit({ intersectionRatio: 0, top: 823 });
    expect(await settled(seen)).toBe(false);
  });

  it('resolves once the element is on screen, and stops observing', async () => {
    const seen = whenSeenOrEngaged(section);
    FakeObserver.last!.emit({ intersectionRatio: 0.2, top: 700 });
    expect(await settled(seen)).toBe(true);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('resolves when the element is already above the screen (a restored scroll position)', async () => {
    const seen = whenSeenOrEngaged(section);
    FakeObserver.last!.emit({ intersectionRatio: 0, top: -2400 });
    expect(await settled(seen)).toBe(true);
  });

  it.each(['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'resolves on the visitor’s first %s anywhere on the page',
    async (type) => {
      const seen = whenSeenOrEngaged(section);
      expect(await settled(seen)).toBe(false);
      document.body.dispatchEvent(new Event(type, { bubbles: false }));
      expect(await settled(seen)).toBe(true);
    },
  );

  it('resolves at once without the element, or without IntersectionObserver', async () => {
    expect(await settled(whenSeenOrEngaged(null))).toBe(true);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(await settled(whenSeenOrEngaged(section))).toBe(true);
  });
});
