// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { holdInView } from './hold-in-view';

/** An element whose top moves by `shifts[n]` before frame n, and a page that records scrollBy. */
function setup(shifts: number[]) {
  let top = 70;
  const element = { getBoundingClientRect: () => ({ top }) } as unknown as Element;
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const scrolled: number[] = [];
  vi.spyOn(window, 'scrollBy').mockImplementation(((options: ScrollToOptions) => {
    scrolled.push(options.top ?? 0);
    top -= options.top ?? 0;
  }) as typeof window.scrollBy);
  const runFrames = () => {
    for (let frame = 0; frames.length > 0; frame += 1) {
      top += shifts[frame] ?? 0;
      frames.shift()!(performance.now());
    }
  };
  return { element, scrolled, runFrames, top: () => top };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('holdInView', () => {
  it('scrolls by what the layout moved the element, frame after frame', () => {
    const page = setup([0, 900, 0, -300]);
    holdInView(page.element);
    page.runFrames();
    expect(page.scrolled).toEqual([900, -300]);
    expect(page.top()).toBe(70);
  });

  it('does nothing while the element stays put, and stops after the given frames', () => {
    const page = setup([0, 0, 0, 500]);
    holdInView(page.element, 3);
    page.runFrames();
    expect(page.scrolled).toEqual([]);
  });

  it('lets go as soon as the visitor scrolls', () => {
    const page = setup([0, 400, 400]);
    holdInView(page.element);
    window.dispatchEvent(new WheelEvent('wheel'));
    page.runFrames();
    expect(page.scrolled).toEqual([]);
  });
});
