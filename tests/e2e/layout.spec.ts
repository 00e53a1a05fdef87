import { expect, test } from '@playwright/test';

import { clickInPlace, openPage } from './site-pages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

test('top navigation and footer anchors', async ({ page }) => {
  await openPage(page, '/team');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Projects', 'Team', 'Past projects']);
  await expect(nav.getByRole('button', { name: 'Contact' })).toBeVisible();
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Sections' });
  await expect(footer.getByRole('link')).toHaveText(['Home', 'About', 'Projects', 'Services', 'Contact']);
  for (const anchor of ['home', 'about', 'projects', 'services', 'contact']) {
    await expect(footer.locator(`a[href="/#${anchor}"]`)).toHaveCount(1);
  }
  // On the home page they are sections of the page, not each the current page.
  await openPage(page, '/');
  await expect(footer.locator('a[aria-current]')).toHaveCount(0);
  await openPage(page, '/de/team');
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Bereiche' })
      .locator('a[href="/de#about"]'),
  ).toHaveCount(1);
});

test('the header is marked scrolled after 10 px, hides on scroll down and shows on scroll up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, '/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 8));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header).toBeInViewport();
});

test('Contact scrolls to the contact section on the home page', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click();
  await expect(page.locator('section#contact')).toBeInViewport();
  // Offset -70: the section's top sits 70 px below the viewport top, unless the page ends first.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const top = Math.round(document.getElementById('contact')!.getBoundingClientRect().top);
        const atBottom =
          Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        return top === 70 || (atBottom && top > 70);
      }),
    )
    .toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a footer anchor to a home section from another page lands on the section, on a phone too', async ({
  page,
}) => {
  // The home sections are laid out only near the screen (content-visibility), their height until then
  // an estimate: the scroll must still end at the section, 70 px (the header) below the top.
  await page.setViewportSize({ width: 412, height: 823 });
  for (const anchor of ['contact', 'about', 'services']) {
    await openPage(page, '/team');
    await page.getByRole('contentinfo').locator(`a[href="/#${anchor}"]`).click();
    await expect(page).toHaveURL(`/#${anchor}`);
    // The address changes before the home page has rendered: until then the section is not there.
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const section = document.getElementById(id);
          return section && Math.round(section.getBoundingClientRect().top);
        }, anchor),
      )
      .toBe(70);
  }
});

test('Contact opens a dialog elsewhere; focus moves in, Escape closes, focus and scroll return', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openPage(page, '/impressum');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', 'true');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', 'false');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Contact' });
  // The header slides back in: tap once it stands still (under load a tap mid-slide missed it).
  await expect
    .poll(() => page.getByRole('banner').evaluate((header) => getComputedStyle(header).transform))
    .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  await clickInPlace(page, trigger);
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  // The e-mail address is a client fact: a marked field until supplied, never a stand-in address.
  await expect(dialog.locator('mark[data-client-fact="email"]')).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test('the contact dialog works from the keyboard', async ({ page }) => {
  await openPage(page, '/team');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Contact' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
