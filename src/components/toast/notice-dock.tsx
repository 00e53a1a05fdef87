import { useEffect, useRef, type ReactNode } from 'react';

import classes from './notice-dock.module.css';

/** The root variables modals read to stay clear of the dock (notice-dock.module.css). */
const HEIGHT_VARIABLE = '--notice-dock-height';
const WIDTH_VARIABLE = '--notice-dock-width';

/**
 * Holds the site's notices in one column at the bottom of the screen, in this order: toasts, the
 * worker's notice, the cookie banner (the children, as given). Publishes the space it takes, so that
 * modals keep clear of it (above it on a phone, beside it on a larger screen) and nothing in it
 * covers a dialog's title, close button or last field.
 */
export function NoticeDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const { width, height } = element.getBoundingClientRect();
      root.style.setProperty(HEIGHT_VARIABLE, `${Math.ceil(height)}px`);
      root.style.setProperty(WIDTH_VARIABLE, `${Math.ceil(width)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
      root.style.removeProperty(WIDTH_VARIABLE);
    };
  }, []);
  return (
    <div ref={dock} className={classes.dock} data-notice-dock="">
      {children}
    </div>
  );
}
