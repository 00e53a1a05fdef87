/**
 * An open inbox learns of new leads without a reload: a visitor's message sent from the public contact form shows in
 * an agent's open list within 30 seconds, marked new and counted, not in a modal. Tablet in English, phone in German.
 */
import { expect, test } from '@playwright/test';

import { allowManyMessagesFromOneAddress, backendHooks } from './contact-backend';
import { confirmation, contactForm, fillForm, LABELS, uniqueEmail } from './contact-page';
import { signInToDesk } from './desk-helpers';
import { openPage, pathIn } from './site-pages';

test.describe.configure({ timeout: 120_000 });

const AGENT = { email: 'desk-live-e2e@example.com', password: 'desk-live-password' };
const SEEN = { en: 'Mark as seen', de: 'Als gesehen markieren' } as const;

test.beforeAll(async () => {
  await backendHooks.createUser({ ...AGENT, staff: true, displayName: 'Lena Live' });
  await allowManyMessagesFromOneAddress();
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

for (const [language, viewport] of [
  ['en', { width: 1024, height: 768 }],
  ['de', { width: 390, height: 844 }],
] as const) {
  test(`a message sent from the public site appears in an open inbox within 30 s, marked new (${language}, ${viewport.width}px)`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInToDesk(page, language, AGENT);
    await page.goto(`${pathIn(language, '/desk')}?view=leads`);
    await expect(page.locator('[data-lead-count]')).toBeVisible();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { openSince: number }).openSince = 1));

    const email = uniqueEmail(`live-${language}`);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await openPage(visitor, pathIn(language, '/'));
    await fillForm(visitor, language, { email, name: 'Nora Neu' });
    await contactForm(visitor).getByRole('button', { name: LABELS[language].send }).click();
    await expect(confirmation(visitor, LABELS[language].thanks)).toBeVisible({ timeout: 20_000 });
    const sentAt = Date.now();
    await visitorContext.close();

    const card = page.locator(`[data-lead="${email}"]`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    expect(Date.now() - sentAt).toBeLessThan(30_000);
    await expect(card).toHaveAttribute('data-arrived', 'true');
    await expect(card.locator('[data-arrived-badge]')).toBeVisible();
    expect(
      Number(await page.locator('[data-arrived-count]').getAttribute('data-arrived-count')),
    ).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { openSince?: number }).openSince)).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`live-inbox-${language}.png`) });

    await page.getByRole('button', { name: SEEN[language] }).click();
    await expect(page.locator('[data-arrived-count]')).toHaveAttribute('data-arrived-count', '0');
    await expect(card.locator('[data-arrived-badge]')).toHaveCount(0);
  });
}
