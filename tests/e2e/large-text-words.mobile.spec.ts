/**
 * Large text on a small phone, the parts a buyer chooses by: at 320 × 640 with the text at
 * 200 %, the apartment cards (price, facts, buttons), the picker's building and floor buttons and the
 * compare table's figures wrap between words, never inside one ("€ / 2 / 5 / 3 …" one character a line).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { COMPARE_PATH, PICKER_PATH } from '../../src/site-map/unit-pages';
import { projectPath } from './project-helpers';
import { LANGUAGES, openPage, pathIn } from './site-pages';

test.describe.configure({ timeout: 60_000 });

async function openWithLargeText(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, path);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The words inside `scope` (in `within`, outside pictures) that the layout splits over two lines or more. */
function splitWords(scope: Locator, within = '*'): Promise<string[]> {
  return scope.evaluate((root, within) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg') || !parent.closest(within)) continue;
      if (parent.getClientRects().length === 0) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
        );
        if (tops.size > 1) split.push(`${match[0]} (${tops.size} lines)`);
      }
    }
    return split;
  }, within);
}

for (const language of LANGUAGES) {
  test(`${language}: apartment cards keep every word and figure whole at 200 % text on 320 px`, async ({
    page,
  }) => {
    await openWithLargeText(page, projectPath(language, '?tab=apartments'));
    const shown = page.locator('li:not([hidden]) > article[data-unit]');
    await expect(shown.first()).toBeVisible();
    for (const index of [0, 1, 2]) {
      const card = shown.nth(index);
      await expect(card.getByRole('button').first()).toBeVisible();
      expect(await splitWords(card), `card ${index + 1}`).toEqual([]);
    }
  });

  test(`${language}: the picker's building and floor buttons keep their words whole at 200 % text on 320 px`, async ({
    page,
  }) => {
    await openWithLargeText(page, pathIn(language, `${PICKER_PATH}/1/4`));
    const nav = page.getByRole('navigation', { name: language === 'de' ? /Etagen/ : /Other floors/ });
    await expect(nav.getByRole('button').first()).toBeVisible();
    expect(await nav.getByRole('button').count()).toBeGreaterThanOrEqual(2);
    expect(await splitWords(nav)).toEqual([]);
  });

  test(`${language}: the compare table's figures stay whole at 200 % text on 320 px`, async ({ page }) => {
    await openWithLargeText(page, pathIn(language, `${COMPARE_PATH}?units=2.3.1,1.0.1`));
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // The units' columns (the row labels are words of their own, in a column of their own).
    expect(await table.locator('td').count()).toBeGreaterThan(4);
    expect(await splitWords(table, 'td')).toEqual([]);
  });
}
