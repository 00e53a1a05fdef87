/**
 * Issue 36, the monthly cost calculator: on a unit page and in the compare view, its terms in the URL
 * reproduce the calculation (a shared link), edits write them there, numbers in each language's format.
 */
import { expect, test, type Page } from '@playwright/test';

import { watchConsole } from './console-guard';
import { openPage, pathIn } from './site-pages';

const UNIT = '/projects/grabbeallee-68/apartments/1.0.2';
const COMPARE = '/projects/grabbeallee-68/compare';

const TEXT = {
  en: {
    interest: 'Nominal interest per year',
    equity: 'Your equity',
    fixed: 'Fixed-rate period',
    // 1.0.2: total 280,195 €; 20 % equity 56,039 €; 224,156 € × 5.6 % / 12.
    defaultRate: '€1,046.06',
    // Equity 100,000 €: 180,195 € × 7 % / 12.
    sharedRate: '€1,051.14',
    sharedLoan: '€180,195',
    remaining15: 'Remaining debt after 15 years',
    invalid: 'Enter a number from 0 to 15.',
  },
  de: {
    interest: 'Sollzins pro Jahr',
    equity: 'Ihr Eigenkapital',
    fixed: 'Zinsbindung',
    defaultRate: '1.046,06\u00a0€',
    sharedRate: '1.051,14\u00a0€',
    sharedLoan: '180.195\u00a0€',
    remaining15: 'Restschuld nach 15 Jahren',
    invalid: 'Bitte eine Zahl von 0 bis 15 eingeben.',
  },
} as const;

const rateOf = (page: Page, code: string) =>
  page.locator(`[data-monthly-result="${code}"] [data-monthly-rate]`);

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test(`${language}: a shared link with the terms shows the same monthly rate on the unit page`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, `${pathIn(language, UNIT)}?equity=100000&interest=4&repayment=3&fixed=15`);
    const result = page.locator('[data-monthly-result="1.0.2"]');
    await expect(rateOf(page, '1.0.2')).toHaveText(text.sharedRate);
    await expect(result.locator('[data-figure="loan"] dd')).toHaveText(text.sharedLoan);
    await expect(result.locator('[data-figure="remaining"] dt')).toHaveText(text.remaining15);
    await expect(page.getByLabel(text.interest)).toHaveValue('4');
    await expect(page.getByLabel(text.equity)).toHaveValue(language === 'de' ? '100.000' : '100,000');
    await expect(page.getByLabel(text.fixed)).toHaveValue('15');
    // The basis and the note: an illustration, no effective annual rate.
    await expect(page.locator('[data-financing-basis]')).toContainText(
      language === 'de' ? '4 % Sollzins' : '4 % interest',
    );
    await expect(page.locator('[data-financing-disclaimer]')).toBeVisible();
    await expect(page.locator('[data-monthly-cost]')).not.toContainText(/effekt|effective|APR/i);
    expect(problems).toEqual([]);
  });

  test(`${language}: typed terms go to the URL, and the URL reproduces the calculation`, async ({ page }) => {
    await openPage(page, pathIn(language, UNIT));
    await expect(rateOf(page, '1.0.2')).toHaveText(text.defaultRate);
    const interest = page.getByLabel(text.interest);
    await interest.fill('16');
    await expect(page.getByText(text.invalid)).toBeVisible();
    // The rate stays at the last valid terms.
    await expect(rateOf(page, '1.0.2')).toHaveText(text.defaultRate);
    await interest.fill('4');
    await page.getByLabel(text.equity).fill(language === 'de' ? '100.000' : '100,000');
    await page.getByLabel(text.fixed).selectOption('15');
    await page
      .getByLabel(language === 'de' ? 'Anfängliche Tilgung pro Jahr' : 'Initial repayment per year')
      .fill('3');
    await expect(rateOf(page, '1.0.2')).toHaveText(text.sharedRate);
    await expect(page).toHaveURL(/equity=100000/);
    const url = page.url();
    expect(new URL(url).searchParams.get('interest')).toBe('4');

    const other = await page.context().newPage();
    await openPage(other, url);
    await expect(rateOf(other, '1.0.2')).toHaveText(text.sharedRate);
    await other
      .getByText(language === 'de' ? 'Zurück zu den Beispielkonditionen' : 'Back to the assumed terms')
      .click();
    await expect(rateOf(other, '1.0.2')).toHaveText(text.defaultRate);
    await expect(other).not.toHaveURL(/interest=/);
  });
}

test('the compare view works out every chosen apartment with the same terms from its URL', async ({
  page,
}) => {
  await openPage(page, `${COMPARE}?units=1.0.2,2.3.1&equity=100000&interest=4&repayment=3&fixed=15`);
  await expect(rateOf(page, '1.0.2')).toHaveText(TEXT.en.sharedRate);
  await expect(rateOf(page, '2.3.1')).toBeVisible();
  await expect(page.locator('[data-monthly-result="2.3.1"] [data-figure="equity"] dd')).toHaveText(
    '− €100,000',
  );
  await expect(page).toHaveURL(/units=1\.0\.2%2C2\.3\.1|units=1\.0\.2,2\.3\.1/);
});

test('terms typed into the prerendered calculator before its code has loaded are worked out once it has', async ({
  page,
}) => {
  // The calculator is a deferred part: its HTML is on the page, its code follows after hydration.
  // Hold that code back, as a slow connection would, and type meanwhile.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/monthly-cost-calculator-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await openPage(page, UNIT);
  await page.getByLabel(TEXT.en.interest).fill('16');
  await page.getByLabel(TEXT.en.fixed).selectOption('15');
  release();
  // What was typed stays, and the calculator answers it as if typed now: the error, the URL.
  await expect(page.getByText(TEXT.en.invalid)).toBeVisible();
  await expect(page.getByLabel(TEXT.en.interest)).toHaveValue('16');
  await expect(page.getByText(TEXT.en.remaining15)).toBeVisible();
  await expect(page).toHaveURL(/fixed=15/);
  await page.getByLabel(TEXT.en.interest).fill('4');
  await expect(page).toHaveURL(/interest=4/);
});
