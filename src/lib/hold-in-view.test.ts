// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { holdInView, markPageGrowing, restoreScrollPosition } from './hold-in-view';

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

/** A page `heights[n]` tall at frame n (a list rendering in slices); scrollTo clamps as a browser does. */
function growingPage(heights: number[], viewport = 800) {
  let height = heights[0]!;
  let y = 0;
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(viewport);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    y = Math.min(options.top ?? 0, height - viewport);
  }) as typeof window.scrollTo);
  const runFrames = (beforeFrame?: (frame: number) => void) => {
    for (let frame = 1; frames.length > 0; frame += 1) {
      beforeFrame?.(frame);
      const next = heights[Math.min(frame, heights.length - 1)]!;
      // The browser's scroll anchoring follows the footer down as the list above it grows.
      if (next !== height && y === height - viewport) y += next - height;
      height = next;
      frames.shift()!(performance.now());
    }
  };
  return { runFrames, y: () => y, scrollTo };
}

describe('restoreScrollPosition', () => {
  it('comes back to the position once the growing page holds it, not to the footer', () => {
    const page = growingPage([3000, 4000, 5000, 6000, 9000, 12000, 15000]);
    restoreScrollPosition(7000);
    page.runFrames();
    expect(page.y()).toBe(7000);
  });

  it('scrolls once on a page that already holds the position, then lets go', () => {
    const page = growingPage([15000]);
    restoreScrollPosition(7000);
    page.runFrames();
    expect(page.scrollTo).toHaveBeenCalledTimes(1);
    expect(page.y()).toBe(7000);
  });

  it('holds on while a part declares the page growing, though the page stood still for a while', () => {
    // Tall enough at once, then still for 30 frames, then the last slice makes it 400 px taller.
    const page = growingPage([15000, ...Array<number>(30).fill(15000), 15400]);
    const done = markPageGrowing();
    restoreScrollPosition(7000);
    page.runFrames((frame) => frame === 32 && done());
    expect(page.scrollTo).toHaveBeenCalledTimes(2);
    expect(page.y()).toBe(7000);
  });

  it('stops when the next navigation stops it', () => {
    const page = growingPage([3000, 4000, 15000]);
    const stop = restoreScrollPosition(7000);
    stop();
    page.runFrames();
    expect(page.scrollTo).toHaveBeenCalledTimes(1);
    expect(page.y()).not.toBe(7000);
  });
});
