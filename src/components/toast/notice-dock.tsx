import { useEffect, useRef, type ReactNode } from 'react';

import { criticalCssResumes } from '@/components/layout/critical-css-end';

import classes from './notice-dock.module.css';

/** The variables modals read to stay clear of the dock (notice-dock.module.css). */
const HEIGHT_VARIABLE = '--notice-dock-height';
const WIDTH_VARIABLE = '--notice-dock-width';

/** Mantine's portal node, classed through the theme (notice-dock-theme.ts). */
const OVERLAYS_CLASS = classes.overlays ?? 'overlays';

interface DockSpace {
  height: string;
  width: string;
}

/**
 * Gives the space the dock takes to what keeps clear of it: the page's end and scroll padding, and the
 * node Mantine renders every modal and drawer in. Not as variables on the root, which every element
 * inherits: changing one there restyles the whole page whenever a notice comes or goes. Without a
 * space, each is removed (an empty value removes a style property).
 */
function applyDockSpace(space: DockSpace | null): void {
  document.documentElement.style.setProperty('scroll-padding-bottom', space?.height ?? '');
  document.body.style.setProperty('padding-bottom', space?.height ?? '');
  for (const overlays of document.getElementsByClassName(OVERLAYS_CLASS) as HTMLCollectionOf<HTMLElement>)
    applyToOverlays(overlays, space);
}

function applyToOverlays(overlays: HTMLElement, space: DockSpace | null): void {
  overlays.style.setProperty(HEIGHT_VARIABLE, space?.height ?? '');
  overlays.style.setProperty(WIDTH_VARIABLE, space?.width ?? '');
}

/**
 * Holds the site's notices in one column at the bottom of the screen, in this order: toasts, the
 * worker's notice, the cookie banner (the children, as given). Publishes the space it takes, so that
 * modals keep clear of it (above it on a phone, beside it on a larger screen) and nothing in it
 * covers a dialog's title, close button or last field.
 *
 * The dock's own box spans the screen's height and its notices stand at its end, so a notice that
 * arrives above another (the worker's "ready offline" over the cookie banner) moves nothing on the
 * screen, where a bottom-anchored box growing upwards, or a box around the notices, is a layout shift.
 * The published height is the notices'.
 */
export function NoticeDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    let space: DockSpace | null = null;
    const publish = () => {
      const box = element.getBoundingClientRect();
      const shown = [...element.children].filter((notice) => (notice as HTMLElement).offsetHeight > 0);
      // From the first notice's top, less the dock's padding, to the screen's bottom; nothing when no notice shows.
      const top = Math.min(...shown.map((notice) => notice.getBoundingClientRect().top));
      const gap = Number.parseFloat(getComputedStyle(element).paddingTop) || 0;
      const height = shown.length > 0 ? box.bottom - top + gap : 0;
      space = { height: `${Math.ceil(height)}px`, width: `${Math.ceil(height > 0 ? box.width : 0)}px` };
      applyDockSpace(space);
    };
    // Mantine adds its portal node when the first modal or drawer opens.
    const portals = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains(OVERLAYS_CLASS))
            applyToOverlays(node, space);
    });
    portals.observe(document.body, { childList: true });
    // The dock's box and each notice's: a notice that comes, goes or changes its size.
    const sizes = new ResizeObserver(publish);
    const observeNotices = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const notice of element.children) sizes.observe(notice);
    };
    const notices = new MutationObserver(observeNotices);
    notices.observe(element, { childList: true });
    observeNotices();
    return () => {
      notices.disconnect();
      sizes.disconnect();
      portals.disconnect();
      applyDockSpace(null);
    };
  }, []);
  return (
    <div ref={dock} className={classes.dock} data-notice-dock="" {...criticalCssResumes}>
      {children}
    </div>
  );
}
