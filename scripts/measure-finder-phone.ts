/**
 * Measures the apartments tab on a phone: the height of a unit card and of the whole page (document
 * scrollHeight) once all 56 cards are on it, scrolled through so that every card has been laid out
 * (off the screen a card is skipped by `content-visibility: auto` and counts at its placeholder size).
 *   npx tsx scripts/measure-finder-phone.ts [base URL]
 * The base URL defaults to http://localhost:4173: a server of the built site with its backend, e.g.
 *   PORT=4173 LOCAL_BACKEND_DATA_DIR=:memory: npx tsx server/start.ts
 */
import { launchChromium } from './chromium.ts';

const BASE = process.argv[2] ?? 'http://localhost:4173';
const PATH = '/projects/grabbeallee-68?tab=apartments';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

const browser = await launchChromium();
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    const page = await context.newPage();
    await page.goto(BASE + PATH, { waitUntil: 'networkidle' });
    await page.locator('ul[data-complete="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.locator('[data-status-phase]:not([data-status-phase="loading"])').waitFor({ timeout: 30_000 });
    // Down the page a screen at a time, so that every card is laid out at its real size.
    for (
      let y = 0;
      y < (await page.evaluate(() => document.documentElement.scrollHeight));
      y += viewport.height
    ) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(30);
    }
    const figures = await page.evaluate(() => {
      const heights = [...document.querySelectorAll('article[data-unit]')].map(
        (card) => card.getBoundingClientRect().height,
      );
      const sorted = [...heights].sort((a, b) => a - b);
      return {
        cards: heights.length,
        cardMedian: sorted[Math.floor(sorted.length / 2)]!,
        cardMin: sorted[0]!,
        cardMax: sorted.at(-1)!,
        pageHeight: document.documentElement.scrollHeight,
      };
    });
    const round = (value: number) => Math.round(value);
    console.log(
      `${viewport.width}×${viewport.height}: ${figures.cards} cards, card height median ${round(figures.cardMedian)} px ` +
        `(min ${round(figures.cardMin)}, max ${round(figures.cardMax)}), page height ${figures.pageHeight} px`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
