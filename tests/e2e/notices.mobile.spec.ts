/**
 * One notice system on a phone: toasts, the cookie banner and the worker's notice never
 * cover each other, a dialog's title or its close button, at 390 × 844 and 320 × 640; a first visit
 * shows one notice at a time, within a quarter of the screen, and none over the open menu
 * or lightbox; the banner
 * works while a modal is open; a new state clears the toasts it makes stale; validation messages
 * stand at their field; the enquiry preselects the unit's rooms, confirms what happens next and
 * gives the page its scroll position back. What is about place and size runs at both sizes; the
 * preselection and the scroll position, behaviour of any size, at one each.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { DEVICE_PATH, unitPagePath } from '../../src/site-map/unit-pages';
import { allowManyMessagesFromOneAddress, rowsFor } from './contact-backend';
import { uniqueEmail } from './contact-page';
import { expectNoOverlap, fixedLayers, type Layer } from './fixed-layers';
import { openFinder } from './project-helpers';
import { openPage } from './site-pages';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

test.beforeAll(allowManyMessagesFromOneAddress);

/**
 * A finger's tap at the element's centre. Only an element off the screen (e.g. down in a dialog) or
 * under a notice is scrolled to first, as a visitor would: click() would also scroll one in the
 * sticky header, which moves the page.
 */
async function tap(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  if (!(await isOnTop(locator)))
    await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  expect(await isOnTop(locator), 'the element is on top where it is tapped').toBe(true);
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether a tap at the element's centre reaches it (on the screen, nothing on top of it). */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

const cookieBanner = (page: Page) => page.getByRole('region', { name: /^Cookie/ });
const toastTitled = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/** The part of the screen the notices cover together (their boxes' union), from 0 to 1. */
async function shareOfScreen(page: Page): Promise<number> {
  const boxes = (await fixedLayers(page))
    .filter((layer) => layer.kind === 'notice')
    .map((layer) => layer.box);
  const { width, height } = page.viewportSize()!;
  let covered = 0;
  for (let y = 0; y < height; y += 1) {
    const spans = boxes
      .filter((box) => box.y <= y && box.y + box.height > y)
      .map((box) => [Math.max(0, box.x), Math.min(width, box.x + box.width)] as const)
      .sort((a, b) => a[0] - b[0]);
    let end = 0;
    for (const [from, to] of spans) {
      if (to > end) covered += to - Math.max(from, end);
      end = Math.max(end, to);
    }
  }
  return covered / (width * height);
}

/** Whether the element on top at (x, y) belongs to `owner`. */
function coversPoint(owner: Locator, x: number, y: number): Promise<boolean> {
  return owner.evaluate(
    (element, [px, py]) => {
      const top = document.elementFromPoint(px!, py!);
      return top !== null && element.contains(top);
    },
    [x, y],
  );
}

function names(layers: Layer[], kind: Layer['kind']) {
  return layers.filter((layer) => layer.kind === kind).map((layer) => layer.name);
}

/** Waits until a modal has finished its opening transition (its layers are then where they stay). */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
  await expect
    .poll(() => dialog.evaluate((node) => getComputedStyle(node).transform))
    .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
}

async function openContactFromMenu(page: Page): Promise<Locator> {
  await tap(page, page.getByRole('button', { name: 'Open menu' }));
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await tap(page, menu.getByRole('button', { name: 'Contact' }));
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await settled(dialog);
  await expect(menu).toBeHidden();
  return dialog;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const language of ['en', 'de'] as const) {
      test(`first visit (${language}): one notice at a time, each within a quarter of the screen, the offline notice after the cookie notice`, async ({
        page,
      }) => {
        // Layout shifts of anything in the notice dock (a moving dock counted as one on first visits).
        await page.addInitScript(() => {
          const shifts: number[] = ((window as unknown as { dockShifts: number[] }).dockShifts = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              sources: { node?: Node }[];
            }[]) {
              const inDock = entry.sources.some(
                ({ node }) => node instanceof Element && node.closest('[data-notice-dock]') !== null,
              );
              if (inDock) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await openPage(page, language === 'de' ? '/de' : '/');
        const banner = cookieBanner(page);
        await expect(banner).toBeVisible();
        expect(await shareOfScreen(page)).toBeLessThanOrEqual(0.25);
        // The worker has stored the site, and its news waits while the cookie notice is up.
        await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
          timeout: 60_000,
        });
        await page.waitForTimeout(1000);
        const offline = page
          .getByRole('status')
          .filter({ hasText: language === 'de' ? 'Offline bereit' : 'Ready to work offline' });
        await expect(offline).toHaveCount(0);
        expect(await shareOfScreen(page)).toBeLessThanOrEqual(0.25);
        await expectNoOverlap(page);

        // The dock must not move as one notice replaces the other: measured from the tap, with the
        // fonts in (the headless shell sets the web font a few pixels taller than the fallback).
        await page.evaluate(async () => {
          await document.fonts.ready;
          (window as unknown as { dockShifts: number[] }).dockShifts.length = 0;
        });
        await tap(page, banner.getByRole('button', { name: language === 'de' ? 'Verstanden' : 'Got it' }));
        await expect(banner).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
        await expect(offline).toBeVisible();
        expect(await shareOfScreen(page)).toBeLessThanOrEqual(0.25);
        expect(await page.evaluate(() => (window as unknown as { dockShifts: number[] }).dockShifts)).toEqual(
          [],
        );
        // It says what the first visit stored, and where to get the rest.
        await expect(offline).toContainText(language === 'de' ? 'Wohnungsseiten' : 'every apartment page');
        await expect(offline.getByRole('link', { name: /offline/i })).toHaveAttribute(
          'href',
          language === 'de' ? `/de${DEVICE_PATH}` : DEVICE_PATH,
        );
        const layers = await expectNoOverlap(page);
        expect(names(layers, 'notice')).toEqual([expect.stringMatching(/offline/i)]);
      });
    }

    test('the notices step aside for the open menu and the plan lightbox, and come back', async ({
      page,
    }) => {
      await openFinder(page, 'en');
      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();

      await tap(page, page.getByRole('button', { name: 'Open menu' }));
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await settled(menu);
      await expect(banner).toBeHidden();
      // The drawer reaches the screen's bottom, and what is there belongs to it.
      const box = (await menu.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 1);
      expect(await coversPoint(menu, box.x + box.width / 2, viewport.height - 10)).toBe(true);
      await tap(page, menu.getByRole('button', { name: 'Close menu' }));
      await expect(menu).toBeHidden();
      await expect(banner).toBeVisible();

      const thumb = page.locator('article[data-unit="1.2.2"] button').first();
      await thumb.scrollIntoViewIfNeeded();
      await tap(page, thumb);
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toBeVisible();
      await expect(banner).toBeHidden();
      expect(await shareOfScreen(page)).toBe(0);
      const picture = page.locator('[data-lightbox] [role="group"]:not([aria-hidden="true"])').first();
      const plan = (await picture.boundingBox())!;
      expect(await coversPoint(lightbox, plan.x + plan.width / 2, plan.y + plan.height - 2)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(banner).toBeVisible();
    });

    test('"Link copied" leaves the QR dialog’s title and close button free', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        delete (Navigator.prototype as Partial<Navigator>).share;
        delete (Navigator.prototype as Partial<Navigator>).canShare;
      });
      await openPage(page, unitPagePath('1.1.1'));
      await expect(cookieBanner(page)).toBeVisible();
      await tap(page, page.getByRole('button', { name: 'Share' }));
      await expect(toastTitled(page, 'Link copied')).toBeVisible();
      await tap(page, page.getByRole('button', { name: 'QR code' }));
      const dialog = page.getByRole('dialog', { name: /Apartment 1\.1\.1/ });
      await settled(dialog);
      await expect(toastTitled(page, 'Link copied')).toBeVisible();

      const layers = await expectNoOverlap(page);
      expect(names(layers, 'notice')).toEqual(expect.arrayContaining([expect.stringMatching(/Link copied/)]));
      expect(names(layers, 'dialog-title')).toHaveLength(1);
      expect(names(layers, 'dialog-close')).toHaveLength(1);
      // The close button works where it is.
      await tap(page, dialog.getByRole('button', { name: 'Close' }));
      await expect(dialog).toBeHidden();
    });

    test('the cookie banner stays usable over the contact modal', async ({ page }) => {
      await openPage(page, '/team');
      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();
      const dialog = await openContactFromMenu(page);

      const layers = await expectNoOverlap(page);
      expect(names(layers, 'notice')).toEqual(
        expect.arrayContaining([expect.stringMatching(/Cookie notice/)]),
      );
      expect(names(layers, 'dialog-title')).toEqual([expect.stringMatching(/Contact us/)]);
      expect(names(layers, 'dialog-close')).toHaveLength(1);
      // The dialog's box ends where the banner begins, or its end scrolls clear of it.
      const ends = await dialog.evaluate((element) => ({
        bottom: element.getBoundingClientRect().bottom,
        padding: Number.parseFloat(getComputedStyle(element).paddingBottom),
      }));
      const bannerTop = (await banner.boundingBox())!.y;
      expect(ends.bottom - ends.padding).toBeLessThanOrEqual(bannerTop + 1);
      // The form's last control can be scrolled clear of the banner.
      const send = dialog.getByRole('button', { name: 'Send message' });
      await send.scrollIntoViewIfNeeded();
      const [sendBox, bannerBox] = [await send.boundingBox(), await banner.boundingBox()];
      expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(bannerBox!.y);

      await tap(page, banner.getByRole('button', { name: 'Got it' }));
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
      await expect(dialog).toBeVisible();
    });

    test('an empty send, then a valid one: errors at their field, stale toasts cleared, a confirmation', async ({
      page,
    }) => {
      await openPage(page, '/team');
      // The offline notice comes when the worker has stored the site, at a moment of its own, and an
      // open dialog makes room for it (it shrinks above the notices): a tap aimed at the dialog's lower
      // part just before it came landed on the overlay and closed the dialog (one CI run in 20). The
      // visitor here has read it and closed it first.
      await tap(page, cookieBanner(page).getByRole('button', { name: 'Got it' }));
      const offline = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
      await expect(offline).toBeVisible({ timeout: 20_000 });
      await tap(page, offline.getByRole('button', { name: 'Dismiss' }));
      await expect(offline).toBeHidden();
      const dialog = await openContactFromMenu(page);
      const send = dialog.getByRole('button', { name: 'Send message' });
      const name = dialog.getByLabel('Full name');
      const consent = dialog.getByRole('checkbox');

      // The consent checkbox has its label beside it, on the same line. On a phone the input is a finger's
      // target around the box a finger sees (touch-targets.css): the label starts after the box.
      const [box, label] = [
        await consent.boundingBox(),
        await dialog.getByText('I agree that').boundingBox(),
      ];
      const seenBoxRight = box!.x + box!.width / 2 + 12;
      expect(label!.x).toBeGreaterThanOrEqual(seenBoxRight);
      expect(label!.y).toBeLessThan(box!.y + box!.height);

      await tap(page, send);
      const validation = toastTitled(page, 'Please check your details');
      await expect(validation).toContainText('Name is required');
      // Every empty required field is marked at once; the toast and the focus go to the first.
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(/Name is required/);
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(5);
      await expect(dialog.getByLabel('Message (optional)')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();
      await expectNoOverlap(page);

      const email = uniqueEmail('notices');
      await name.fill('Zoë Berg');
      await dialog.getByLabel('Email').first().fill(email);
      await dialog.getByLabel('Phone number').fill('030 1234567');
      await dialog.getByLabel(/Preferred room size/).selectOption('flexible');
      await tap(page, send);
      const consentNotice = toastTitled(page, 'Please give your consent');
      await expect(consentNotice).toBeVisible();
      // The name's issue is gone with the new state: its toast and its field message.
      await expect(validation).toHaveCount(0);
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveAccessibleDescription(/You must accept the privacy policy/);
      await expectNoOverlap(page);

      await tap(page, consent);
      await send.scrollIntoViewIfNeeded();
      await tap(page, send);
      await expect(toastTitled(page, 'Message sent successfully')).toBeVisible();
      await expect(validation).toHaveCount(0);
      await expect(consentNotice).toHaveCount(0);
      const confirmation = dialog.getByRole('region', { name: /Thank you/ });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText('sales team');
      await expect(confirmation).toContainText(email);
      await expect(dialog.getByRole('heading', { name: /Thank you/ })).toBeFocused();
      await expectNoOverlap(page);
      await expect.poll(() => rowsFor(email).then((rows) => rows.length)).toBe(1);

      await tap(page, confirmation.getByRole('button', { name: 'Close' }));
      await expect(dialog).toBeHidden();
    });

    // Behaviour, not size: at 390 px wide only.
    if (viewport.width === 390) {
      test('closing the contact modal gives the project page its scroll position back', async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
        await openPage(page, '/projects/grabbeallee-68');
        // Down past 600 px, then back up to it: the header shows on the way up, as for a visitor.
        await page.evaluate(() => window.scrollTo(0, 700));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
        await page.waitForTimeout(100);
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
        await page.waitForTimeout(300); // the header's slide-in
        const before = await page.evaluate(() => window.scrollY);
        expect(before).toBe(600);

        const dialog = await openContactFromMenu(page);
        await tap(page, dialog.getByRole('button', { name: 'Close' }));
        await expect(dialog).toBeHidden();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 3);
        expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(before + 3);
      });
    }

    // Behaviour, not size: at 320 px wide only.
    if (viewport.width === 320) {
      test('"Request exposé" preselects the unit’s rooms', async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
        for (const [unitCode, option] of [
          ['1.0.2', '2 Rooms'],
          ['1.1.1', '3 Rooms'],
          ['1.0.4', '4+ Rooms'],
        ] as const) {
          await openPage(page, unitPagePath(unitCode));
          await tap(page, page.getByRole('button', { name: 'Request exposé' }));
          const dialog = page.getByRole('dialog', { name: new RegExp(unitCode.replace(/\./g, '\\.')) });
          await settled(dialog);
          const rooms = dialog.getByLabel(/Preferred room size/);
          await expect(rooms.locator('option:checked')).toHaveText(option);
        }
      });
    }
  });
}

test('German: the exposé request preselects "3 Zimmer"', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await openPage(page, `/de${unitPagePath('1.1.1')}`);
  await tap(page, page.getByRole('button', { name: 'Exposé anfordern' }));
  const dialog = page.getByRole('dialog', { name: /1\.1\.1/ });
  await settled(dialog);
  await expect(dialog.getByLabel(/Gewünschte Zimmeranzahl/).locator('option:checked')).toHaveText('3 Zimmer');
});
