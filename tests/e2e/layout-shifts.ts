import type { Page } from '@playwright/test';

/** One layout shift the page reported: its score and the elements that moved. */
export interface LayoutShift {
  value: number;
  moved: string[];
  /** When it happened (the page's performance.now()). */
  at: number;
}

/** Records every layout shift of the pages opened from now on, from their first frame. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[]; at: number }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        // Its class, both boxes and the shift's time: a failure on CI says what moved, how far and when.
        const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const name =
            node instanceof Element
              ? `${node.localName}#${node.id}.${node.className}`
              : String(node?.nodeName);
          return `${name} ${from.y}+${from.height} → ${to.y}+${to.height} at ${Math.round(entry.startTime)} ms`;
        });
        shifts.push({ value: entry.value, moved, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, two frames from now (a shift is reported after the frame it happened in). */
export async function recordedLayoutShifts(page: Page): Promise<LayoutShift[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** The shifts' summed score (what CLS adds up within a session window). */
export function totalShift(shifts: LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
