/**
 * "Book a viewing" where the buyer is (issue 51, point 2): in the finder's card, in the opened details of a
 * flat that may be had (the compact rows keep their height), and on the printed exposé, as a QR code that
 * opens the booking page with the flat chosen, loaded only for print, the exposé still one A4 page.
 */
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';

import { unitPagePath } from '../../src/site-map/unit-pages';
import { allCardsShown, openFinder } from './project-helpers';
import { LANGUAGES, openPage, pathIn, type Language } from './site-pages';

const ORIGIN = 'https://grabbeallee68.de';

export const ENTRY_TEXT = {
  en: {
    details: /^(Show details|Details)$/,
    book: (code: string) => `Book a viewing Apartment ${code}`,
    booking: 'Book a viewing',
    caption: 'Scan to book a viewing',
  },
  de: {
    details: /^(Details anzeigen|Details)$/,
    book: (code: string) => `Besichtigung buchen Wohnung ${code}`,
    booking: 'Besichtigung buchen',
    caption: 'Scannen und Besichtigung buchen',
  },
} as const;

/** The booking page of a flat, as a buyer's phone opens it from the paper. */
export const bookingUrl = (language: Language, code: string) =>
  `${ORIGIN}${pathIn(language, '/viewings')}?unit=${code}`;

/** Code that draws the printed QR code: its requests must wait for print. */
const PRINT_CODE_CHUNK = /\/assets\/(printed-booking-code|qr-code-image)-[\w-]+\.js$/;

/**
 * The finder's card of an Available flat offers "Book a viewing" only once its details are open (named with
 * the flat), which opens the booking page with the flat chosen; a sold flat's details offer none.
 */
export async function bookFromFinderCard(page: Page, language: Language, code: string, soldCode: string) {
  const text = ENTRY_TEXT[language];
  await openFinder(page, language);
  await allCardsShown(page);
  // Not in the rows: none of the 56 cards carries the link before its details are opened.
  await expect(page.locator('article[data-unit] [data-book-viewing]')).toHaveCount(0);

  const sold = page.locator(`article[data-unit="${soldCode}"]`);
  await sold.getByRole('button', { name: text.details }).click();
  await expect(sold.locator(`[id="unit-${soldCode}-details"]`)).toBeVisible();
  await expect(sold.locator('[data-unit-facts]')).toBeVisible();
  await expect(sold.locator('[data-book-viewing]')).toHaveCount(0);

  const card = page.locator(`article[data-unit="${code}"]`);
  const rowHeight = (await card.boundingBox())!.height;
  await card.getByRole('button', { name: text.details }).click();
  const link = card.getByRole('link', { name: text.book(code), exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveText(text.booking);
  await expect(link).toHaveAttribute('href', `${pathIn(language, '/viewings')}?unit=${code}`);
  // A finger's target, inside the card.
  const box = (await link.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.width < 640 ? 44 : 36);
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  // It opens below the row (the details), not in it.
  expect(box.y).toBeGreaterThan(cardBox.y + rowHeight - 20);

  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`${pathIn(language, '/viewings')}\\?unit=${code.replace(/\./g, '\\.')}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: text.booking })).toBeVisible();
  await expect(page.locator(`[data-chosen-flat="${code}"]`)).toBeVisible();
  await expect(page.locator('[data-chosen-flat]')).toHaveCount(1);
}

/** Rasterises the printed code's SVG and reads it with a QR reader (jsQR). */
async function decodePrintedCode(page: Page): Promise<string | undefined> {
  const markup = await page
    .locator('[data-print-qr] svg')
    .evaluate((svg) => svg.outerHTML.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'));
  const { data, info } = await sharp(Buffer.from(markup), { density: 400 })
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The exposé's sheets as a PDF at its own paper size: how many pages, and whether A4. */
async function printedPages(page: Page) {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? [];
  // A4 is 595.28 × 841.89 pt.
  const a4 = Math.abs(Number(width) - 595.28) < 1 && Math.abs(Number(height) - 841.89) < 1;
  return { pages: (pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length, a4 };
}

/**
 * The printed exposé: no QR code code before print; in print media the QR code that books a viewing of this
 * flat, captioned, in the letterhead, the page's own URL still printed; one A4 page.
 */
export async function printedBookingCode(page: Page, language: Language, code: string) {
  const text = ENTRY_TEXT[language];
  const printCode: string[] = [];
  page.on('request', (request) => {
    if (PRINT_CODE_CHUNK.test(new URL(request.url()).pathname)) printCode.push(request.url());
  });
  await openPage(page, pathIn(language, unitPagePath(code)));
  await expect(page.locator('[data-availability]')).not.toHaveAttribute('data-availability', 'loading', {
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  // Not with the page, nor once it is idle: only for print.
  expect(printCode).toEqual([]);
  await expect(page.locator('[data-print-qr]')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  const figure = page.locator('[data-print-qr]');
  await expect(figure).toBeVisible();
  expect(printCode.length).toBeGreaterThan(0);
  await expect(figure).toHaveAttribute('data-print-qr', bookingUrl(language, code));
  await expect(figure.getByRole('img')).toHaveAccessibleName(
    new RegExp(`${bookingUrl(language, code).replace(/[.?]/g, '\\$&')}$`),
  );
  await expect(figure.locator('figcaption')).toHaveText(text.caption);
  expect(await decodePrintedCode(page)).toBe(bookingUrl(language, code));
  // In the letterhead, above the title; the buttons (and the on-screen link) are not printed.
  const svg = (await figure.locator('svg').boundingBox())!;
  const letterhead = (await page.locator('[data-print-letterhead]').boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(svg.y).toBeGreaterThanOrEqual(letterhead.y);
  expect(svg.y + svg.height).toBeLessThanOrEqual(Math.min(letterhead.y + letterhead.height, heading.y));
  expect(svg.x + svg.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(page.locator('[data-unit-page] [data-book-viewing]')).toBeHidden();
  await expect(page.locator('[data-print-footer]')).toContainText(
    `${ORIGIN}${pathIn(language, unitPagePath(code))}`,
  );

  expect(await printedPages(page)).toEqual({ pages: 1, a4: true });
  await page.emulateMedia({ media: 'screen' });
}

/**
 * The 'Print exposé' button waits for the booking code: by the time the browser's print runs (stubbed here,
 * a headless browser shows no dialog), the code is drawn.
 */
export async function printButtonWaitsForCode(page: Page, language: Language, code: string) {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printedWith = document.querySelector('[data-print-qr] svg path')
        ? 'code'
        : 'no code';
    };
  });
  await openPage(page, pathIn(language, unitPagePath(code)));
  await expect(page.locator('[data-print-qr]')).toHaveCount(0);
  await page.getByRole('button', { name: language === 'de' ? 'Exposé drucken' : 'Print exposé' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed-with', 'code');
}

/**
 * The tests of a viewport (a spec per project, the phone's *.mobile.spec.ts): the finder's card of `flat` and
 * the sold `soldFlat`, the printed exposé of each language's flat, and optionally the print button's wait.
 */
export function viewingEntryTests(options: {
  viewport: { width: number; height: number };
  flat: string;
  soldFlat: string;
  printed: Record<Language, string>;
  printButton?: boolean;
}) {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: options.viewport });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  });

  for (const language of LANGUAGES) {
    test(`the finder's card books a viewing of its flat; a sold flat's does not (${language})`, async ({
      page,
    }) => {
      await bookFromFinderCard(page, language, options.flat, options.soldFlat);
    });

    test(`the printed exposé carries the booking QR code, loaded for print only, on one A4 page (${language})`, async ({
      page,
    }) => {
      await printedBookingCode(page, language, options.printed[language]);
    });
  }

  if (options.printButton) {
    test('the print button prints once the booking code is drawn (de)', async ({ page }) => {
      await printButtonWaitsForCode(page, 'de', options.flat);
    });
  }
}
