import { expect, test, type Page, type Route } from '@playwright/test';

import { clientFacts } from '../../src/content/client-facts';
import { CLICK_HOLDER_GLOBAL, HYDRATED_MARK } from '../../src/first-load/contract';
import { watchConsole } from './console-guard';
import { LANGUAGES, openPage, pathIn, TEAM_NAME_FIELDS } from './site-pages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const expected = {
  en: {
    claims: ['from €253,400', 'about 99%', '6%'],
    learnMore: 'Learn more',
    allPast: 'All projects by our architect',
    team: 'Meet the team',
  },
  de: {
    claims: ['ab 253.400 €', 'rund 99 %', '6 %'],
    learnMore: 'Mehr erfahren',
    allPast: 'Alle Projekte unseres Architekten',
    team: 'Das Team kennenlernen',
  },
} as const;

for (const language of LANGUAGES) {
  test(`home in ${language}: claims, sections in order, cards and links`, async ({ page }) => {
    const problems = watchConsole(page);
    const home = pathIn(language, '/');
    await openPage(page, home);
    const text = expected[language];
    const hero = page.locator('section#home');
    for (const claim of text.claims) await expect(hero.getByText(claim, { exact: true })).toBeVisible();

    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['home', 'projects', 'why-berlin', 'about', 'contact']);

    const featured = page.locator('#projects');
    await expect(featured.getByText('Grabbeallee 68, 13156 Berlin-Pankow')).toBeVisible();
    await expect(featured.getByText('36–94 m²', { exact: true })).toBeVisible();
    await expect(
      featured.getByText(language === 'de' ? '1. Quartal 2027' : 'Q1 2027', { exact: true }),
    ).toBeVisible();
    await expect(featured.getByRole('link', { name: text.learnMore })).toHaveAttribute(
      'href',
      pathIn(language, '/projects/grabbeallee-68'),
    );

    const about = page.locator('#about');
    await expect(about.getByRole('heading', { level: 3 }).locator('mark[data-client-fact]')).toHaveText(
      TEAM_NAME_FIELDS[language],
    );
    for (const year of ['2001', '1995', '1988'])
      await expect(about.getByText(year, { exact: true })).toBeVisible();
    await expect(about.getByRole('link', { name: text.allPast })).toHaveAttribute(
      'href',
      pathIn(language, '/past-projects'),
    );
    await expect(about.getByRole('link', { name: text.team })).toHaveAttribute(
      'href',
      pathIn(language, '/team'),
    );

    const whyBerlin = page.locator('#why-berlin');
    await expect(
      whyBerlin.getByText(language === 'en' ? '15 min to the S+U station' : '15 Min. zum S+U-Bahnhof'),
    ).toBeVisible();
    await expect(
      whyBerlin.getByText(language === 'en' ? '8 min walk to a park' : '8 Min. zu Fuß zum Park'),
    ).toBeVisible();

    // The e-mail address is a client fact: a marked field, not a made-up address, until confirmed.
    const contact = page.locator('#contact');
    if (clientFacts.email === undefined)
      await expect(contact.locator('[data-missing-field][data-client-fact="email"]')).toBeVisible();
    else await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    // The office address links to a map: of the office, or of the town while the street is unconfirmed.
    await expect(contact.locator('[data-office-map]')).toHaveAttribute(
      'href',
      clientFacts.street === undefined ? /query=12529%20Sch%C3%B6nefeld$/ : /query=/,
    );
    expect(problems).toEqual([]);
  });
}

/** Records every section[id] the page removes (React dropping prerendered HTML), from the first byte on. */
async function watchRemovedSections(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = ((window as { removedSections?: string[] }).removedSections = []);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('section[id]') || node.querySelector('section[id]')))
            removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
}

const removedSections = (page: Page) =>
  page.evaluate(() => (window as { removedSections?: string[] }).removedSections);

test('the sections below the hero are in the prerendered page; they hydrate once the visitor scrolls', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/')).text();
  for (const text of [
    'Meet the team',
    'All projects by our architect',
    'Reasons for Berlin',
    'Loading the contact form',
  ])
    expect(served).toContain(text);

  // React must adopt the prerendered sections, never drop them and render them again (a flash).
  await watchRemovedSections(page);
  const problems = watchConsole(page);
  const sectionScripts: string[] = [];
  page.on('request', (sent) => {
    const match = /\/assets\/(home-sections|contact-section)-/.exec(sent.url());
    if (match) sectionScripts.push(match[1]!);
  });
  // A phone's first screen: the hero fills it, the projects section starts just below.
  await page.setViewportSize({ width: 412, height: 823 });
  await openPage(page, '/');
  const requestedBeforeHydration = await page.evaluate((mark) => {
    const hydratedAt = performance.getEntriesByName(mark)[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(home-sections|contact-section)-/.test(entry.name))
      .filter((entry) => entry.startTime < hydratedAt).length;
  }, HYDRATED_MARK);
  expect(requestedBeforeHydration).toBe(0);

  // The sections' code loads once the page is idle, but a visitor who only reads the first screen
  // never pays for hydrating them: their links are plain links, the form is not loaded.
  await expect.poll(() => sectionScripts).toEqual(['home-sections']);
  const teamLink = page.locator('#about').getByRole('link', { name: 'Meet the team' });
  // Hydrated once React delivers a click on it to the page (the root tells the click holder); the
  // probe's click is cancelled first, so nothing navigates.
  const isHydrated = () =>
    teamLink.evaluate((link, holderGlobal) => {
      const holder = (window as unknown as Record<string, { delivered: (event: Event) => void }>)[
        holderGlobal
      ]!;
      const tell = holder.delivered;
      let delivered = false;
      holder.delivered = (event) => {
        delivered = true;
        tell(event);
      };
      const cancel = (event: Event) => event.preventDefault();
      window.addEventListener('click', cancel, { capture: true });
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      window.removeEventListener('click', cancel, { capture: true });
      holder.delivered = tell;
      return delivered;
    }, CLICK_HOLDER_GLOBAL);
  await page.waitForTimeout(1500);
  expect(await isHydrated()).toBe(false);
  expect(sectionScripts).toEqual(['home-sections']);

  // Scrolling on hydrates them in place (React adopts the prerendered node, and the link then
  // navigates inside the app, without a page load) and loads the form.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(isHydrated).toBe(true);
  await page.locator('section#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('section#contact form')).toBeVisible();
  expect(sectionScripts).toEqual(['home-sections', 'contact-section']);
  expect(await removedSections(page)).toEqual([]);

  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await teamLink.click();
  await expect(page).toHaveURL(/\/team$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test('on a 1280 × 720 screen the sections below the hero stay once the contact dialog has loaded ahead of a tap', async ({
  page,
}) => {
  // Loading the dialog's texts must not pass a change into the sections still waiting for the
  // visitor: React would drop their prerendered HTML (src/lib/i18n/locale-provider.tsx).
  await watchRemovedSections(page);
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const dialogLoaded = page.waitForResponse(/\/assets\/contact-dialog-[^/]+\.js$/);
  await openPage(page, '/');
  await dialogLoaded;
  await page.waitForLoadState('networkidle');
  // Two frames: whatever React commits after the dialog's code and texts arrived.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

  expect(await removedSections(page)).toEqual([]);
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['home', 'projects', 'why-berlin', 'about', 'contact']);
  await page.locator('section#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('section#contact form')).toBeVisible();
  expect(await removedSections(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a deep link to a section below the hero hydrates it without a scroll or a tap', async ({ page }) => {
  const problems = watchConsole(page);
  await openPage(page, '/#contact');
  await expect(page.locator('section#contact form')).toBeVisible();
  await expect(page.locator('section#contact')).toBeInViewport();
  expect(problems).toEqual([]);
});

function heroImageRequests(page: Page) {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/images\/(hero-[a-z0-9-]+)\./.exec(request.url());
    if (match) requested.add(match[1]!);
  });
  return requested;
}

test('on a 375 px phone the hero rotates through three images, with the neighbours preloaded', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const requested = heroImageRequests(page);
  await openPage(page, '/');
  const hero = page.locator('section#home');
  await expect(hero).toHaveAttribute('data-rotating', 'true');
  await expect(hero).toHaveAttribute('data-hero-slide', '0');
  // The neighbours of the first slide (the second and the third) are already in the page and loaded.
  await expect.poll(() => [...requested].sort()).toEqual(['hero-mobile-1', 'hero-mobile-2', 'hero-mobile-3']);
  await expect(hero.locator('[data-image="hero-mobile-2"] img')).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('data-hero-slide', '1', { timeout: 8_000 });
  await expect(hero.locator('[data-active="true"] [data-image="hero-mobile-2"]')).toHaveCount(1);

  // The visitor can stop it.
  await hero.getByRole('button', { name: 'Pause the slideshow' }).click();
  await expect(hero).toHaveAttribute('data-rotating', 'false');
  expect(problems).toEqual([]);
});

test('the hero does not rotate under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/');
  const hero = page.locator('section#home');
  await expect(hero.locator('[data-image="hero-desktop"] img')).toHaveJSProperty('complete', true);
  await expect(hero).toHaveAttribute('data-rotating', 'false');
  await expect(hero.locator('[data-image="hero-mobile-2"]')).toHaveCount(0);
  expect(await hero.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    'hero-mobile-1',
  );
});

test('on desktop the hero shows the wide image and does not rotate', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const requested = heroImageRequests(page);
  await openPage(page, '/');
  const hero = page.locator('section#home');
  const img = hero.locator('img');
  await expect(img).toHaveCount(1);
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('data-rotating', 'false');
  await expect(hero.getByRole('button', { name: 'Pause the slideshow' })).toHaveCount(0);
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/hero-desktop\.[0-9a-f]+-1920\.avif$/);
  await page.waitForTimeout(5_500);
  await expect(hero).toHaveAttribute('data-hero-slide', '0');
  expect([...requested]).toEqual(['hero-desktop']);
});

test('images load lazily below the fold and fade in once loaded', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/');
  const park = page.locator('[data-image="park"]');
  // Lazy is the page's part; how far below the fold Chromium fetches anyway is its own (it may have
  // loaded already). The loading state before a scroll is held for certain in the pulse test below.
  await expect(park.locator('img')).toHaveAttribute('loading', 'lazy');
  await park.scrollIntoViewIfNeeded();
  await expect(park).toHaveAttribute('data-state', 'loaded');
  await expect(park.locator('img')).toHaveCSS('opacity', '1');
});

test.describe('without the service worker', () => {
  // The worker would answer from its precache; this test breaks the network on purpose.
  test.use({ serviceWorkers: 'block' });

  test('a loading image pulses only while it is on the screen', async ({ page }) => {
    const held: Route[] = [];
    await page.route(/\/images\/park\./, (route) => void held.push(route));
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/');
    const park = page.locator('[data-image="park"]');
    const animation = () => park.evaluate((frame) => getComputedStyle(frame).animationName);
    await expect(park).toHaveAttribute('data-watched', '');
    await expect(park).toHaveAttribute('data-state', 'loading');
    expect(await animation()).toBe('none');

    await park.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect.poll(animation).toMatch(/pulse/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(animation).toBe('none');
    await expect(park).toHaveAttribute('data-state', 'loading');

    await park.scrollIntoViewIfNeeded();
    await expect.poll(animation).toMatch(/pulse/);
    for (const route of held) await route.continue();
    await page.unroute(/\/images\/park\./);
    await expect(park).toHaveAttribute('data-state', 'loaded');
    expect(await animation()).toBe('none');
  });

  test('a broken image says so', async ({ page }) => {
    await page.route(/\/images\/park\./, (route) => route.abort());
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/de');
    const park = page.locator('[data-image="park"]');
    await park.scrollIntoViewIfNeeded();
    await expect(park).toHaveAttribute('data-state', 'failed');
    await expect(park.getByText('Bild konnte nicht geladen werden')).toBeVisible();
  });
});
