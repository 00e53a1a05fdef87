/**
 * The project's tab strip on a phone: five tabs wider than the screen, scrolled sideways. Its edges
 * fade where more tabs lie beyond them (project-tabs.module.css reads `data-fade-start` and
 * `data-fade-end`), and the selected tab is scrolled fully into view.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** How wide the faded edges are, in px; a tab scrolled into view clears them. */
export const TAB_STRIP_FADE = 40;

/** The strip's scroll position that shows the whole of one tab (its offset in the strip), moving as little as it can. */
export function scrollToShow(
  strip: { scrollLeft: number; width: number },
  tab: { left: number; width: number },
  margin = TAB_STRIP_FADE,
): number {
  if (tab.left - margin < strip.scrollLeft) return Math.max(0, tab.left - margin);
  const right = tab.left + tab.width + margin;
  if (right > strip.scrollLeft + strip.width) return right - strip.width;
  return strip.scrollLeft;
}

/** Whether there is more of the strip before and after what is shown. */
export function fadedEdges(strip: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  return {
    start: strip.scrollLeft > 1,
    end: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
  };
}

/** Wires a tab strip (its element, via the returned ref): faded edges, the `selected` tab in view. */
export function useTabStrip<T extends HTMLElement>(selected: string): RefObject<T | null> {
  const ref = useRef<T>(null);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const edges = fadedEdges(strip);
      strip.dataset.fadeStart = String(edges.start);
      strip.dataset.fadeEnd = String(edges.end);
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, []);

  useEffect(() => {
    // Measured in the next frame, before its layout: in the effect the boxes forced a layout of
    // the tab just rendered, which its commits then redid.
    const frame = requestAnimationFrame(() => {
      const strip = ref.current;
      const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!strip || !tab) return;
      const stripBox = strip.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      const left = scrollToShow(
        { scrollLeft: strip.scrollLeft, width: strip.clientWidth },
        { left: tabBox.left - stripBox.left + strip.scrollLeft, width: tabBox.width },
      );
      // Smooth as the strip's CSS says, unless motion is reduced (app.css).
      if (left !== strip.scrollLeft) strip.scrollTo({ left });
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  return ref;
}
