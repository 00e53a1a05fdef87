/**
 * The notice rule in one check: nothing covers a notice (toast, cookie banner, the worker's
 * offline / update notice), a dialog's title or its close button. It finds the layers the way a
 * visitor meets them, not by the site's own class names: notices are the visible alerts, statuses
 * and named regions that sit in a fixed layer outside any dialog; dialogs are the open modal
 * dialogs, with their title (aria-labelledby) and the close button in their header.
 */
import { expect, type Page } from '@playwright/test';

export interface Layer {
  kind: 'notice' | 'dialog-title' | 'dialog-close';
  name: string;
  box: { x: number; y: number; width: number; height: number };
  /** Points at which the layer must be the topmost element: its buttons and links, or its centre. */
  covered: string[];
}

/** Collects the visible fixed layers and, for each, what covers its controls (if anything). */
export function fixedLayers(page: Page): Promise<Layer[]> {
  return page.evaluate(() => {
    const inFixedLayer = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0.05;
    };
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      const text = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
      return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${text.trim().slice(0, 50)}"`;
    };
    /** What covers the element at the centre of `target`, or null when the element itself is on top. */
    const coveredBy = (owner: Element, target: Element) => {
      // A notice's text that scrolls inside it (small phone, long German text) is read by scrolling it.
      if (target !== owner) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = target.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `${describe(target)} is off the screen`;
      const top = document.elementFromPoint(x, y);
      return top && owner.contains(top)
        ? null
        : `${describe(target)} is covered by ${top ? describe(top) : 'nothing'}`;
    };
    const toBox = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };

    const layers: Layer[] = [];
    const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter(shown);
    const notices = [
      ...document.querySelectorAll('[role="alert"], [role="status"], section[role="region"][aria-label]'),
    ]
      .filter((element) => shown(element) && inFixedLayer(element))
      .filter((element) => !element.closest('[role="dialog"]'));
    // An alert inside a named region is part of that notice, not a layer of its own.
    for (const notice of notices.filter(
      (element) => !notices.some((other) => other !== element && other.contains(element)),
    )) {
      const controls = [...notice.querySelectorAll('button, a[href]')].filter(shown);
      layers.push({
        kind: 'notice',
        name: describe(notice),
        box: toBox(notice),
        covered: (controls.length ? controls : [notice])
          .map((control) => coveredBy(notice, control))
          .filter((problem): problem is string => problem !== null),
      });
    }
    for (const dialog of dialogs) {
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      const close = title?.closest('header')?.querySelector('button');
      for (const [kind, element] of [
        ['dialog-title', title],
        ['dialog-close', close],
      ] as const) {
        if (!element || !shown(element)) continue;
        const problem = coveredBy(element, element);
        layers.push({
          kind,
          name: describe(element),
          box: toBox(element),
          covered: problem ? [problem] : [],
        });
      }
    }
    return layers;
  });
}

function intersect(a: Layer['box'], b: Layer['box']): boolean {
  // Boxes that only touch (shared edge) do not overlap; half a pixel absorbs sub-pixel layout.
  const eps = 0.5;
  return (
    a.x + a.width - eps > b.x &&
    b.x + b.width - eps > a.x &&
    a.y + a.height - eps > b.y &&
    b.y + b.height - eps > a.y
  );
}

/** Waits until every finite animation and transition has ended: a notice still sliding in is not where it rests. */
async function layersAtRest(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/**
 * Fails when two notices overlap, a notice overlaps a dialog's title or close button, anything
 * covers a notice's controls or a dialog's title / close button, or a notice leaves the screen.
 * Returns the layers found, so a test can also check that the ones it expects are there.
 */
export async function expectNoOverlap(page: Page): Promise<Layer[]> {
  await layersAtRest(page);
  const layers = await fixedLayers(page);
  const viewport = page.viewportSize();
  const problems: string[] = [];
  layers.forEach((layer, index) => {
    problems.push(...layer.covered);
    if (viewport && layer.kind === 'notice') {
      const { x, y, width, height } = layer.box;
      if (x < 0 || y < 0 || x + width > viewport.width + 0.5 || y + height > viewport.height + 0.5) {
        problems.push(`${layer.name} is not inside the ${viewport.width}×${viewport.height} screen`);
      }
    }
    for (const other of layers.slice(index + 1)) {
      if (layer.kind !== 'notice' && other.kind !== 'notice') continue;
      if (intersect(layer.box, other.box)) problems.push(`${layer.name} overlaps ${other.name}`);
    }
  });
  expect(problems, JSON.stringify(layers, null, 1)).toEqual([]);
  return layers;
}
