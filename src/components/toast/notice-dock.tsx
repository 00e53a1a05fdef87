import { useEffect, useRef, type ReactNode } from 'react';

import classes from './notice-dock.module.css';

/** The root variable modals read to end above the dock (notice-dock.module.css). */
export const NOTICE_DOCK_HEIGHT_VARIABLE = '--notice-dock-height';

/**
 * Holds the site's notices in one column at the bottom of the screen, in this order: toasts, the
 * worker's notice, the cookie banner (the children, as given). Publishes the height it takes, so
 * that modals end above it and nothing in it covers a dialog's title, close button or last field.
 */
export function NoticeDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      root.style.setProperty(NOTICE_DOCK_HEIGHT_VARIABLE, `${Math.ceil(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICE_DOCK_HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <div ref={dock} className={classes.dock} data-notice-dock="">
      {children}
    </div>
  );
}
