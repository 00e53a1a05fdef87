/**
 * What a buyer reads about one unit and the project: the hold status, buying costs, the energy certificate
 * (project page, unit card, unit lightbox), the MaBV plan and the two draft documents.
 */
import { expect, type Locator, test } from '@playwright/test';

import { finderStatus, openFinder, PROJECT_PATH, projectPath } from './project-helpers';
import { LANGUAGES, openPage, pathIn } from './site-pages';

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const TEXT = {
  en: {
    hold: 'On hold',
    details: 'Show details',
    hideDetails: 'Hide details',
    energy: 'Energy certificate',
    issuedOnCompletion: /issued on completion.*Efficiency House 55, energy efficiency class A/,
    costs: /Purchase price and buying costs of apartment 1\.0\.2/,
    total: 'Total cost incl. buying costs (estimated)',
    notDeducted: 'The early-bird discount is not deducted while its conditions are open.',
    tax: /Land transfer tax Berlin \(6\s%\)/,
    notary: /Notary and land register \(about 2\s%, estimate\)/,
    plan: 'Enlarge the floor plan of apartment 1.0.2',
    lastStage: 'after full completion',
    draft: 'Draft',
    priceList: 'Price list (draft)',
    description: 'Building description (draft)',
  },
  de: {
    hold: 'Vormerkung',
    details: 'Details anzeigen',
    hideDetails: 'Details ausblenden',
    energy: 'Energieausweis',
    issuedOnCompletion: /mit der Fertigstellung ausgestellt.*Effizienzhaus 55, Energieeffizienzklasse A/,
    costs: /Kaufpreis und Kaufnebenkosten der Wohnung 1\.0\.2/,
    total: 'Gesamtkosten inkl. Kaufnebenkosten (geschätzt)',
    notDeducted: 'Der Frühbucherrabatt ist nicht abgezogen, solange seine Bedingungen nicht feststehen.',
    tax: /Grunderwerbsteuer Berlin \(6\s%\)/,
    notary: /Notar und Grundbuch \(ca\. 2\s%, Schätzung\)/,
    plan: 'Grundriss der Wohnung 1.0.2 vergrößern',
    lastStage: 'nach vollständiger Fertigstellung',
    draft: 'Entwurf',
    priceList: 'Preisliste (Entwurf)',
    description: 'Baubeschreibung (Entwurf)',
  },
} as const;

/** Reads the amount of one cost line as a number of euros. */
async function amount(row: Locator): Promise<number> {
  const text = (await row.locator('td').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  // Behaviour (its own colour), not language: in English only; the German label is checked with the
  // finder's other statuses in project-finder.spec.ts.
  if (language === 'en') {
    test(`the hold status has its own label and colour (${language})`, async ({ page }) => {
      await openFinder(page, language);
      await expect(finderStatus(page)).toHaveAttribute('data-status-phase', 'live', {
        timeout: 20_000,
      });
      // The seed holds 1.5.4 as 'Vormerkung'.
      const badge = page.locator('[data-unit="1.5.4"] [data-status]');
      await expect(badge).toHaveText(text.hold);
      await expect(badge).toHaveAttribute('data-tone', 'hold');
      const colour = (tone: string) =>
        page
          .locator(`[data-tone="${tone}"]`)
          .first()
          .evaluate((node) => getComputedStyle(node).backgroundColor);
      const hold = await colour('hold');
      for (const other of ['available', 'reserved', 'sold']) expect(await colour(other)).not.toBe(hold);
    });
  }

  test(`a unit's details show the buying costs and the energy certificate (${language})`, async ({
    page,
  }) => {
    await openFinder(page, language);
    const card = page.locator('[data-unit="1.0.2"]');
    const costs = card.locator('[data-purchase-costs]');
    // Rendered when first opened: a closed card carries no details.
    await expect(costs).toHaveCount(0);
    await card.getByRole('button', { name: text.details }).click();
    await expect(costs).toBeVisible();
    await expect(costs.locator('caption')).toHaveText(text.costs);
    await expect(costs.locator('[data-cost="tax"] th')).toHaveText(text.tax);
    await expect(costs.locator('[data-cost="notary"] th')).toHaveText(text.notary);
    await expect(costs.locator('[data-cost="total"] th')).toHaveText(text.total);
    // From the exact list price (39.4 m² × 7,000 €); the discount's conditions are open, so it is not
    // deducted and has no line of its own, only its sentence with the marked conditions.
    const price = await amount(costs.locator('[data-cost="price"]'));
    expect(price).toBe(275_800);
    const tax = await amount(costs.locator('[data-cost="tax"]'));
    const notary = await amount(costs.locator('[data-cost="notary"]'));
    expect(tax).toBe(Math.round(price * 0.06));
    expect(notary).toBe(Math.round(price * 0.02));
    expect(await amount(costs.locator('[data-cost="total"]'))).toBe(price + tax + notary);
    await expect(costs.locator('[data-cost="discount"], [data-cost-group="early-bird"]')).toHaveCount(0);
    await expect(costs).toContainText(text.notDeducted);
    await expect(costs.locator('[data-discount-terms] [data-missing-field]')).toHaveCount(1);

    const energy = card.locator('[data-energy-certificate]');
    await expect(energy.getByRole('heading', { name: text.energy })).toBeVisible();
    await expect(energy).toContainText(text.issuedOnCompletion);
    await expect(energy).toContainText('kWh/(m²·a)');
    await expect(energy.locator('[data-missing-field]')).toHaveCount(1);

    // Closed again, the details are hidden, not only out of sight.
    await card.getByRole('button', { name: text.hideDetails }).click();
    await expect(card.getByRole('button', { name: text.details })).toHaveAttribute('aria-expanded', 'false');
    await expect(costs).toBeHidden();
    await expect(energy).toBeHidden();
  });

  // Behaviour, not language: in German only (the English wording is checked in the details and on
  // the project page below).
  if (language === 'de') {
    test(`the unit lightbox shows the energy certificate on every slide (${language})`, async ({ page }) => {
      await openFinder(page, language);
      await page.getByRole('button', { name: text.plan }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-energy-certificate]')).toContainText(text.issuedOnCompletion);
    });
  }

  test(`the project page states the energy certificate and the MaBV plan in its wording (${language})`, async ({
    page,
  }) => {
    await openPage(page, projectPath(language));
    const energy = page.locator('#energy-certificate [data-energy-certificate]');
    await expect(energy).toContainText(text.issuedOnCompletion);
    const stages = page.locator('#buyer-protection tbody tr');
    await expect(stages).toHaveCount(13);
    await expect(stages.last()).toContainText(text.lastStage);
    await expect(page.locator('#buyer-protection')).not.toContainText('Complete completion');
    const shares = await stages.locator('td:last-child').allTextContents();
    const sum = shares.reduce(
      (total, share) => total + Number(share.replace(',', '.').replace(/[^\d.]/g, '')),
      0,
    );
    expect(Math.round(sum * 10) / 10).toBe(100);
  });

  test(`the price list and the building description are printable drafts (${language})`, async ({ page }) => {
    await openPage(page, projectPath(language));
    await page.getByRole('link', { name: text.priceList }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, PROJECT_PATH)}/price-list$`));
    await expect(page.locator('[data-draft]')).toContainText(text.draft);
    await expect(page.locator('[data-price-list] tbody tr')).toHaveCount(56);

    await openPage(page, projectPath(language));
    await page.getByRole('link', { name: text.description }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, PROJECT_PATH)}/building-description$`));
    await expect(page.locator('[data-draft]')).toContainText(text.draft);
    await expect(page.locator('[data-section-pending="true"] [data-missing-field]').first()).toBeVisible();
  });
}
