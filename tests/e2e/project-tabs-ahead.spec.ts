/**
 * The project page renders its likely next tabs ahead of a tap (use-prerendered-tabs.ts): once the
 * page is idle, the apartments tab and the 'Building & floor' picker are on the page, hidden and out
 * of the accessibility tree, so that a tap only reveals them. The address, the keyboard and Back
 * work as before.
 */
import { expect, test, type Page } from '@playwright/test';

import { HYDRATED_MARK } from '../../src/first-load/contract';
import { PROJECT_PATH } from './project-helpers';
import { openPage } from './site-pages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const panel = (page: Page, tab: string) => page.locator(`#project-tabs-panel-${tab}`);
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });
const band = (page: Page) => page.getByRole('button', { name: /^3rd floor, building 2: / });

/** The picker's chunk among the scripts the page has loaded. */
const pickerScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/picker-page-[\w-]+\.js$/.test(name)),
  );

/**
 * Whether the picker's chunk was requested before the page was hydrated (with the first screen). Once
 * idle it loads on its own, which can be as soon as the hydration is seen: only the order says it.
 */
const pickerBeforeHydration = (page: Page) =>
  page.evaluate((mark) => {
    const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/picker-page-[\w-]+\.js$/.test(entry.name) && entry.startTime < hydrated);
  }, HYDRATED_MARK);

test('once idle, the apartments and picker tabs wait hidden; a tap reveals them, the address follows', async ({
  page,
}) => {
  await openPage(page, PROJECT_PATH);
  // The first screen loads neither the picker's code nor renders a tab other than the overview.
  expect(await pickerBeforeHydration(page)).toBe(false);
  await expect(panel(page, 'overview')).toBeVisible();

  // Once idle: both rendered, hidden, and not in the accessibility tree.
  const card = panel(page, 'apartments').locator('article[data-unit]').first();
  const siteBand = panel(page, 'floors').locator('[data-band="2.3"]');
  await expect(card).toBeAttached({ timeout: 15_000 });
  await expect(siteBand).toBeAttached({ timeout: 15_000 });
  expect(await pickerScripts(page)).toHaveLength(1);
  await expect(card).toBeHidden();
  await expect(siteBand).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(band(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH}$`));

  await page.getByRole('tab', { name: 'Apartments' }).click();
  await expect(card).toBeVisible();
  await expect(selectedTab(page)).toHaveText('Apartments');
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH}\\?tab=apartments$`));
  // The overview is hidden, not removed: showing it again needs no render.
  await expect(panel(page, 'overview')).toBeHidden();
  await expect(panel(page, 'overview').locator('section').first()).toBeAttached();

  await page.getByRole('tab', { name: 'Building & floor' }).click();
  await expect(band(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH}\\?tab=floors$`));
  await expect(card).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(0);

  // The picker still works in its revealed tab.
  await band(page).click();
  await expect(page.locator('[data-floor-view="2.3"] [data-flat]')).toHaveCount(3);

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(panel(page, 'overview')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH}$`));
  await expect(band(page)).toHaveCount(0);
});

test('the arrow keys move between the tabs, each shown with its panel', async ({ page }) => {
  await openPage(page, PROJECT_PATH);
  await expect(panel(page, 'floors').locator('[data-band="2.3"]')).toBeAttached({ timeout: 15_000 });
  await selectedTab(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(selectedTab(page)).toHaveText('Apartments');
  await expect(selectedTab(page)).toBeFocused();
  await expect(panel(page, 'apartments').locator('article[data-unit]').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(selectedTab(page)).toHaveText('Building & floor');
  await expect(band(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH}\\?tab=floors$`));
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'project-tabs-tab-floors');
});

test('a unit opened from the revealed tab, then Back, shows the apartments tab again', async ({ page }) => {
  await openPage(page, PROJECT_PATH);
  const card = panel(page, 'apartments').locator('article[data-unit]').first();
  await expect(card).toBeAttached({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Apartments' }).click();
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH}\\?tab=apartments$`));
  const unit = await card.getAttribute('data-unit');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/apartments/${unit}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH}\\?tab=apartments$`));
  await expect(selectedTab(page)).toHaveText('Apartments');
  await expect(panel(page, 'apartments').locator(`article[data-unit="${unit}"]`)).toBeVisible();
  await expect(panel(page, 'overview')).toBeHidden();
});
