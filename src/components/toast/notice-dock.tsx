import { useEffect, useRef, type ReactNode } from 'react';

import { criticalCssResumes } from '@/components/layout/critical-css-end';

import classes from './notice-dock.module.css';

/** The root variables modals read to stay clear of the dock (notice-dock.module.css). */
const HEIGHT_VARIABLE = '--notice-dock-height';
const WIDTH_VARIABLE = '--notice-dock-width';

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
    const root = document.documentElement;
    const publish = () => {
      const box = element.getBoundingClientRect();
      const shown = [...element.children].filter((notice) => (notice as HTMLElement).offsetHeight > 0);
      // From the first notice's top, less the dock's padding, to the screen's bottom; nothing when no notice shows.
      const top = Math.min(...shown.map((notice) => notice.getBoundingClientRect().top));
      const gap = Number.parseFloat(getComputedStyle(element).paddingTop) || 0;
      const height = shown.length > 0 ? box.bottom - top + gap : 0;
      root.style.setProperty(HEIGHT_VARIABLE, `${Math.ceil(height)}px`);
      root.style.setProperty(WIDTH_VARIABLE, `${Math.ceil(height > 0 ? box.width : 0)}px`);
    };
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
      root.style.removeProperty(HEIGHT_VARIABLE);
      root.style.removeProperty(WIDTH_VARIABLE);
    };
  }, []);
  return (
    <div ref={dock} className={classes.dock} data-notice-dock="" {...criticalCssResumes}>
      {children}
    </div>
  );
}
