import { expect, test } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract';

for (const [button, stored] of [
  ['Accept All', 'accepted'],
  ['Essential Only', 'declined'],
] as const) {
  test(`'${button}' stores '${stored}' and the banner never shows again`, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: button }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);

    await page.goto('/de/team');
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
  });
}

test('the banner is German on German pages', async ({ page }) => {
  await page.goto('/de');
  const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
});
