/**
 * The monthly cost calculator: on a unit page and in the compare view, its terms in the URL
 * reproduce the calculation (a shared link), edits write them there, numbers in each language's format.
 */
import { expect, test, type Page } from '@playwright/test';

import { watchConsole } from './console-guard';
import { openPage, pathIn } from './site-pages';

const UNIT = '/projects/grabbeallee-68/apartments/1.0.2';
const COMPARE = '/projects/grabbeallee-68/compare';

const TEXT = {
  en: {
    heading: 'Example: monthly loan repayment',
    interest: 'Nominal interest rate p.a. (fixed)',
    placeholder: 'e.g. 3.5',
    equity: 'Your equity',
    fixed: 'Fixed-rate period',
    pending: 'Enter your nominal interest rate to see the monthly rate.',
    // 1.0.2: total cost 297,864 € (275,800 € + 6 % + 2 %); 20 % equity 59,573 €; 238,291 € × (3.5 % + 2 %) / 12.
    typed: '3.5',
    typedRate: '€1,092.17',
    // Equity 100,000 €: 197,864 € × 7 % / 12.
    sharedRate: '€1,154.21',
    sharedLoan: '€197,864',
    remaining15: 'Remaining debt after 15 years',
    sum15: 'Sum of the rates in 15 years',
    invalid: 'Enter a number from 0 to 15.',
    reset: 'Clear your entries',
    leftOut: 'Not included: Hausgeld (with the maintenance reserve) and property tax.',
  },
  de: {
    heading: 'Beispielrechnung: monatliche Darlehensrate',
    interest: 'Sollzinssatz',
    placeholder: 'z.\u00a0B. 3,5',
    equity: 'Ihr Eigenkapital',
    fixed: 'Zinsbindung',
    pending: 'Geben Sie Ihren Sollzinssatz ein, dann sehen Sie hier die Monatsrate.',
    typed: '3,5',
    typedRate: '1.092,17\u00a0€',
    sharedRate: '1.154,21\u00a0€',
    sharedLoan: '197.864\u00a0€',
    remaining15: 'Restschuld nach 15 Jahren',
    sum15: 'Summe der Raten in 15 Jahren',
    invalid: 'Bitte geben Sie eine Zahl von 0 bis 15 ein.',
    reset: 'Eingaben zurücksetzen',
    leftOut: 'Nicht enthalten: Hausgeld (mit Erhaltungsrücklage) und Grundsteuer.',
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
    await expect(result.locator('[data-figure="paid"] dt')).toHaveText(text.sum15);
    await expect(page.getByLabel(text.interest)).toHaveValue('4');
    await expect(page.getByLabel(text.equity)).toHaveValue(language === 'de' ? '100.000' : '100,000');
    await expect(page.getByLabel(text.fixed)).toHaveValue('15');
    // The basis and the note: an example, what it leaves out, no effective annual rate.
    await expect(page.locator('[data-financing-basis]')).toBeVisible();
    await expect(page.locator('[data-financing-disclaimer]')).toBeVisible();
    await expect(result.locator('[data-left-out]')).toHaveText(text.leftOut);
    await expect(page.locator('[data-monthly-cost]')).not.toContainText(/effekt|effective|APR/i);
    expect(problems).toEqual([]);
  });

  test(`${language}: no rate is preset and no market rate claimed; a typed rate updates the results`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, pathIn(language, UNIT));
    const section = page.locator('[data-unit-monthly-cost]');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(text.heading);
    const interest = page.getByLabel(text.interest);
    // The prerendered field is empty with an example placeholder; the result asks for the rate.
    await expect(interest).toHaveValue('');
    await expect(interest).toHaveAttribute('placeholder', text.placeholder);
    await expect(page.locator('[data-rate-pending]')).toHaveText(text.pending);
    await expect(rateOf(page, '1.0.2')).toHaveCount(0);
    await expect(section).not.toContainText(/market|marktüblich|üblich|typical|Markt/i);
    const html = await (await page.request.get(pathIn(language, UNIT))).text();
    expect(html).not.toMatch(/marktüblich|market rate|typical of/i);

    await interest.fill(text.typed);
    await expect(rateOf(page, '1.0.2')).toHaveText(text.typedRate);
    await expect(page.locator('[data-rate-pending]')).toHaveCount(0);
    await expect(page).toHaveURL(/interest=3\.5/);
    await interest.fill('');
    await expect(rateOf(page, '1.0.2')).toHaveCount(0);
    await expect(page.locator('[data-rate-pending]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${language}: typed terms go to the URL, and the URL reproduces the calculation`, async ({ page }) => {
    // Two tabs, each opening and hydrating the unit page.
    test.slow();
    await openPage(page, pathIn(language, UNIT));
    const interest = page.getByLabel(text.interest);
    await interest.fill('16');
    await expect(page.getByText(text.invalid)).toBeVisible();
    // An entry out of its limits calculates nothing.
    await expect(rateOf(page, '1.0.2')).toHaveCount(0);
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
    // A background tab gets no frames: the visitor looks at the tab that opened the link.
    await other.bringToFront();
    // The cookie notice was read in the first tab already (it would cover the calculator's foot).
    await other.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
    await openPage(other, url);
    await expect(rateOf(other, '1.0.2')).toHaveText(text.sharedRate);
    await other.getByText(text.reset).click();
    await expect(other.locator('[data-rate-pending]')).toBeVisible();
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
  await expect(page).toHaveURL(/fixed=15/);
  // A rate within its limits is worked out with the fixed period chosen before the code had loaded.
  await page.getByLabel(TEXT.en.interest).fill('4');
  await expect(page.getByText(TEXT.en.remaining15)).toBeVisible();
  await expect(page).toHaveURL(/interest=4/);
});
