import { expect, test } from '@playwright/test';

import { watchConsole } from './console-guard';
import { LANGUAGES, openPage, pathIn, TEAM_NAME_FIELDS } from './site-pages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const team = {
  en: {
    title: 'Our team – Grabbeallee 68',
    roles: ['Co-founder and architect', 'Co-founder and financial director'],
    expertise: 'Expertise',
    principles: 'Our principles',
  },
  de: {
    title: 'Unser Team – Grabbeallee 68',
    roles: ['Mitgründer und Architekt', 'Gründungsmitglied, Leitung Finanzen'],
    expertise: 'Expertise',
    principles: 'Unsere Grundsätze',
  },
} as const;

for (const language of LANGUAGES) {
  test(`team page in ${language}: two members with four achievements each, then the principles`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, pathIn(language, '/team'));
    const text = team[language];
    await expect(page).toHaveTitle(text.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('heading', { level: 2 }).locator('mark[data-client-fact]')).toHaveText(
      TEAM_NAME_FIELDS[language],
    );
    for (const [index, role] of text.roles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(role, { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { name: text.expertise })).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(4);
      await expect(card.locator('blockquote')).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: text.principles })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

const past = {
  en: {
    all: 'All',
    commercial: 'Commercial',
    mixed: 'Mixed-use',
    back: 'Back to home',
    names: ['Münzstraße', 'Theatre', 'Charlottenstraße'],
    count: '1 of 3 projects',
    feature: 'Shop windows on the ground floor',
  },
  de: {
    all: 'Alle',
    commercial: 'Gewerbe',
    mixed: 'Mischnutzung',
    back: 'Zurück zur Startseite',
    names: ['Münzstraße', 'Theater', 'Charlottenstraße'],
    count: '1 von 3 Projekten',
    feature: 'Schaufenster im Erdgeschoss',
  },
} as const;

for (const language of LANGUAGES) {
  test(`past projects in ${language}: three projects, a type filter kept in the URL, and a back link`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const path = pathIn(language, '/past-projects');
    await openPage(page, path);
    const text = past[language];
    const cards = page.locator('main article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(text.names);
    for (const [index, year] of ['2001', '1995', '1988'].entries()) {
      await expect(cards.nth(index).getByText(year, { exact: true })).toBeVisible();
      await expect(cards.nth(index).getByText(/^Berlin/)).toBeVisible();
      await expect(cards.nth(index).getByRole('listitem')).toHaveCount(4);
    }

    await page.getByRole('radiogroup').getByText(text.commercial, { exact: true }).click();
    await expect(page).toHaveURL(`${path}?type=commercial`);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(text.names[2]);
    await expect(cards.getByText(text.feature)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.count })).toBeVisible();

    // The filter survives a reload (it lives in the URL) without a hydration mismatch.
    await openPage(page, `${path}?type=mixed-use`);
    // The prerendered page lists all three; the filter from the URL applies once it is interactive.
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(text.names[1]);
    await page.getByRole('radiogroup').getByText(text.all, { exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(cards).toHaveCount(3);

    // An unknown type shows everything instead of failing.
    await openPage(page, `${path}?type=castle`);
    await expect(cards).toHaveCount(3);

    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(pathIn(language, '/'));
    expect(problems).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test(`teaser under ${pathIn(language, '/teaser')}: English content, overview, links and the contact modal`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, pathIn(language, '/teaser'));
    const content = page.locator('main div[lang="en"]');
    await expect(content.getByText('Construction in Progress', { exact: true })).toBeVisible();
    await expect(content.getByRole('heading', { level: 1 })).toHaveText('Grabbeallee 68, Berlin-Pankow');
    await expect(content.getByText(/New homes in Berlin-Niederschönhausen/)).toBeVisible();
    for (const [label, value] of [
      ['Units', '56'],
      ['Location', 'Pankow'],
      ['Delivery', 'Q1 2027'],
      ['From', '€253,400'],
    ] as const) {
      await expect(content.getByText(label, { exact: true })).toBeVisible();
      await expect(content.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(content.getByText('Energy efficiency class A (planned)', { exact: true })).toBeVisible();
    await expect(
      content.getByText(/Planned as Efficiency House 55, today's usual standard for new buildings/),
    ).toBeVisible();
    await expect(content.getByText('15 min to the S+U station')).toBeVisible();
    await expect(content.getByText('8 min walk to a park')).toBeVisible();
    await expect(
      content.getByRole('heading', { name: 'Gallery' }).locator('..').locator('picture'),
    ).toHaveCount(3);
    await expect(content.getByRole('heading', { name: 'Ready to Learn More?' })).toBeVisible();

    const projectPath = pathIn(language, '/projects/grabbeallee-68');
    await expect(content.getByRole('link', { name: 'Explore Project' })).toHaveAttribute('href', projectPath);
    await expect(content.getByRole('link', { name: 'View Full Project Details' })).toHaveAttribute(
      'href',
      projectPath,
    );

    await content.getByRole('button', { name: 'Download Brochure' }).click();
    const brochure = page.getByRole('dialog', { name: 'Brochure request: Grabbeallee 68' });
    await expect(brochure).toBeVisible();
    await expect(brochure.getByRole('textbox', { name: /message|nachricht/i })).toHaveValue(/brochure/);
    await page.keyboard.press('Escape');
    await expect(brochure).toBeHidden();

    await content.getByRole('button', { name: 'Contact Sales Team' }).click();
    await expect(page.getByRole('dialog', { name: 'Enquiry: Grabbeallee 68' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('Explore Project opens the project page', async ({ page }) => {
  await openPage(page, '/teaser');
  await page.getByRole('link', { name: 'Explore Project' }).click();
  await expect(page).toHaveURL('/projects/grabbeallee-68');
});

const brand = {
  en: {
    notice: 'Private Brand Templates',
    internal:
      'This page is for internal use by our team and partners. Please do not share these files publicly.',
    admin: 'Admin Login',
    signIn: 'Sign in',
    templates: ['Download Template', 'Light Template', 'Sample Deck'],
    toast: 'Template feature disabled',
    toastText: 'PowerPoint generation requires additional setup.',
    copy: 'Copy Green #2F4F4F',
    copied: 'Copied',
  },
  de: {
    notice: 'Interne Markenvorlagen',
    internal:
      'Diese Seite ist für den internen Gebrauch durch unser Team und unsere Partner bestimmt. Bitte geben Sie diese Dateien nicht öffentlich weiter.',
    admin: 'Anmeldung (intern)',
    signIn: 'Anmelden',
    templates: ['Vorlage herunterladen', 'Helle Vorlage', 'Beispielpräsentation'],
    toast: 'Vorlagenfunktion deaktiviert',
    toastText: 'Die PowerPoint-Erstellung erfordert eine zusätzliche Einrichtung.',
    copy: 'Grün #2F4F4F kopieren',
    copied: 'Kopiert',
  },
} as const;

for (const language of LANGUAGES) {
  test(`brand page in ${language}: notice, template toasts, colours to copy, and the how-to`, async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, pathIn(language, '/brand'));
    const text = brand[language];
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${pathIn(language, '/brand')}$`),
    );
    await expect(page.getByRole('link', { name: text.admin })).toHaveAttribute(
      'href',
      pathIn(language, '/auth'),
    );

    for (const label of text.templates) await expect(page.getByRole('button', { name: label })).toBeVisible();
    await page.getByRole('button', { name: text.templates[1] }).click();
    const toast = page.getByRole('alert').filter({ hasText: text.toast });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(text.toastText);

    for (const hex of ['#2F4F4F', '#333333', '#E8E4D9', '#A9A9A9', '#F59E0B']) {
      await expect(page.getByText(hex, { exact: true })).toBeVisible();
    }
    const green = page.getByRole('button', { name: text.copy });
    await green.click();
    await expect(green).toContainText(text.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#2F4F4F');

    await expect(page.getByText('Montserrat', { exact: true })).toBeVisible();
    await expect(page.getByText('Open Sans', { exact: true })).toBeVisible();
    await expect(page.locator('#brand-how-to').locator('..').getByRole('listitem')).toHaveCount(5);
    expect(problems).toEqual([]);
  });

  test(`brand page in ${language}: the spec's private notice, and its Admin Login opens the staff sign-in`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, pathIn(language, '/brand'));
    const text = brand[language];
    const notice = page.getByRole('alert').filter({ hasText: text.internal });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(text.notice);
    await notice.getByRole('link', { name: text.admin }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/auth')}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.admin })).toBeVisible();
    await expect(page.getByRole('button', { name: text.signIn })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('brand downloads answer 200 with the right content type', async ({ page, request }) => {
  await openPage(page, '/brand');
  const links = await page
    .locator('a[download]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(links.sort()).toEqual(
    [
      '/brand/background-dark.svg',
      '/brand/background-light-minimal.svg',
      '/brand/background-light.svg',
      '/brand/logo.png',
      '/brand/logo.svg',
    ].sort(),
  );
  for (const href of links) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(
      href.endsWith('.png') ? /^image\/png/ : /^image\/svg\+xml/,
    );
    const body = await response.body();
    if (href.endsWith('.svg')) expect(body.toString('utf8'), href).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    else expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  }
});
