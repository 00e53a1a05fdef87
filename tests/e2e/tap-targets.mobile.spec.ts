/**
 * On a phone every control is a target a thumb can hit: at least 44 × 44 px (WCAG 2.5.5, Apple's
 * HIG), the primary ones 48 px high (Material's minimum). Every page type is opened on a 390 × 844
 * phone and then laid out again at 320 × 640, and every visible interactive element is measured by
 * its own box (getBoundingClientRect). Also on each page: nothing wider than the screen, and no id
 * used by two elements.
 *
 * Left out, as WCAG does: links inside running text (TEXT_LINK below).
 */
import { expect, test, type Page } from '@playwright/test';

import { COMPARE_PATH, DEVICE_PATH, unitPagePath } from '../../src/site-map/unit-pages';
import { allCardsShown, openFinder, PROJECT_PATH } from './project-helpers';
import { openPage, pathIn, type Language } from './site-pages';

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

const MIN_TARGET = 44;
const MIN_PRIMARY = 48;

interface PageCase {
  path: string;
  language: Language;
  /** Opens the page and waits until it shows what is measured (default: opened and hydrated). */
  open?: (page: Page, path: string) => Promise<void>;
  /** The cookie banner stays (the other pages are opened with the choice made). */
  withCookieBanner?: boolean;
  /** The mobile menu is opened once and its controls measured too. */
  withMenu?: boolean;
}

const finder = (language: Language) => async (page: Page) => {
  await openFinder(page, language);
  await allCardsShown(page);
};

const projectTab = (tab: string) => async (page: Page, path: string) => {
  await openPage(page, path);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `project-tabs-tab-${tab}`);
  await expect(page.locator('[data-tab-loading]')).toHaveCount(0);
};

/** The home page's contact form loads once the page is idle. */
const home = async (page: Page, path: string) => {
  await openPage(page, path);
  await expect(page.locator('#contact form')).toBeVisible();
};

const comparison = async (page: Page, path: string) => {
  await openPage(page, path);
  await expect(page.locator('table').first()).toBeVisible();
};

/** The picker at one floor with a flat's summary open. */
const pickerFloor = async (page: Page, path: string) => {
  await openPage(page, path);
  await page.locator('[data-floor-view]:not([hidden]) [data-flat]').first().click();
  await expect(page.locator('[data-summary]')).toBeVisible();
};

const CASES: PageCase[] = [
  { path: '/', language: 'en', withCookieBanner: true, withMenu: true, open: home },
  { path: PROJECT_PATH, language: 'en' },
  { path: `${PROJECT_PATH}?tab=apartments`, language: 'en', open: finder('en') },
  { path: `${PROJECT_PATH}?tab=floor-plans`, language: 'en', open: projectTab('floor-plans') },
  { path: `${PROJECT_PATH}?tab=neighborhood`, language: 'en', open: projectTab('neighborhood') },
  { path: `${PROJECT_PATH}?tab=location`, language: 'en', open: projectTab('location') },
  { path: unitPagePath('2.3.1'), language: 'en' },
  { path: `${COMPARE_PATH}?units=2.3.1,1.0.2,3.3.2`, language: 'en', open: comparison },
  { path: '/team', language: 'en' },
  { path: '/past-projects', language: 'en' },
  { path: DEVICE_PATH, language: 'en' },
  { path: '/impressum', language: 'en' },
  { path: '/datenschutz', language: 'en' },
  { path: '/brand', language: 'en' },
  { path: '/teaser', language: 'en' },
  { path: `${PROJECT_PATH}/price-list`, language: 'en' },
  { path: `${PROJECT_PATH}/building-description`, language: 'en' },
  { path: '/auth', language: 'en' },
  { path: `${PROJECT_PATH}/floors`, language: 'en' },
  { path: '/no-such-page', language: 'en' },
  // German labels are longer (tabs, buttons, the hero's claims).
  { path: '/', language: 'de', withMenu: true, open: home },
  { path: PROJECT_PATH, language: 'de' },
  { path: `${PROJECT_PATH}?tab=apartments`, language: 'de', open: finder('de') },
  { path: unitPagePath('1.0.2'), language: 'de' },
  { path: `${COMPARE_PATH}?units=1.0.2,2.3.1`, language: 'de', open: comparison },
  { path: DEVICE_PATH, language: 'de' },
  { path: `${PROJECT_PATH}/floors/2/3`, language: 'de', open: pickerFloor },
  { path: '/datenschutz', language: 'de' },
  { path: '/past-projects', language: 'de' },
  { path: '/no-such-page', language: 'de' },
];

/** A problem found on the page, named so that it can be found: what, where, how big. */
type Finding = string;

/**
 * Measures the page as laid out now. Runs in the page: plain DOM, no imports.
 *
 * Interactive: a[href], button, input (not type=hidden), select, textarea, summary, the roles
 * button, tab, checkbox and radio, anything in the tab order (tabindex ≥ 0), and a <label> that
 * wraps a control or stands for a control that is not drawn itself (a chip's hidden radio).
 * Visible: drawn (checkVisibility with opacity and visibility), larger than 2 × 2 px (a visually
 * hidden input is 1 px; its label is the target), not inert, and on the page: an element entirely
 * left of or above the page's origin is put out of sight on purpose (the skip link until it is
 * focused, the contact form's honeypot).
 *
 * TEXT_LINK, the one exception: an <a> laid out inline (display: inline) whose nearest block
 * ancestor holds text of its own beside the link, i.e. a link in a sentence.
 *
 * A control inside a wrapping <label> that is large enough counts as that label's target.
 * PRIMARY, 48 px high: the menu button, and a button or link filled with the brand's primary
 * colour (pine, rgb(47 79 79)): the page's main actions.
 */
function measure({ min, minPrimary, scope }: { min: number; minPrimary: number; scope: string }) {
  const INTERACTIVE = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[tabindex]:not([tabindex^="-"])',
    'label',
  ].join(',');
  const PRIMARY_FILL = 'rgb(47, 79, 79)';
  const root = document.querySelector(scope);
  if (!root) return [`${scope}: not on the page`];

  const isBlock = (element: Element) => !getComputedStyle(element).display.startsWith('inline');
  const ownText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, '');
  const isTextLink = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && !isBlock(block)) block = block.parentElement;
    if (!block) return false;
    return ownText(block).length > ownText(element).length;
  };
  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) return false;
    if (box.right + scrollX <= 0 || box.bottom + scrollY <= 0) return false;
    if (element.closest('[inert]')) return false;
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  /** A label is a target when it wraps a control, or when its control is not drawn itself. */
  const isTargetLabel = (label: HTMLLabelElement) =>
    label.control !== null && (label.contains(label.control) || !isVisible(label.control));
  const fits = (element: Element, minimum: number) => {
    const box = element.getBoundingClientRect();
    return box.width >= minimum - 0.5 && box.height >= minimum - 0.5;
  };
  const isPrimary = (element: Element) =>
    element.matches('button[aria-controls="mobile-menu"]') ||
    (element.matches('a, button') && getComputedStyle(element).backgroundColor === PRIMARY_FILL);
  const describe = (element: Element) => {
    const box = element.getBoundingClientRect();
    const name = (
      element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim()
    ).slice(0, 40);
    const where = element.closest('[role="dialog"]')
      ? 'dialog'
      : element.closest('header, footer, nav, main')?.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const role = element.getAttribute('role');
    const kind = `${element.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}`;
    const at = `${Math.round(box.width)}×${Math.round(box.height)}`;
    return `${kind} "${name}" ${at} (${where ?? 'page'}, y=${Math.round(box.top + scrollY)})`;
  };

  const findings: string[] = [];
  for (const element of root.querySelectorAll(INTERACTIVE)) {
    if (!isVisible(element) || isTextLink(element)) continue;
    if (element instanceof HTMLLabelElement && !isTargetLabel(element)) continue;
    const label = element.closest('label');
    if (label && label !== element && isVisible(label) && fits(label, min)) continue;
    if (!fits(element, min)) findings.push(`smaller than ${min}×${min}: ${describe(element)}`);
    else if (isPrimary(element) && element.getBoundingClientRect().height < minPrimary - 0.5) {
      findings.push(`primary, lower than ${minPrimary}: ${describe(element)}`);
    }
  }
  return findings;
}

/**
 * The page is wider than the screen (naming the outermost elements that reach beyond it outside
 * any scrolling box), or an id is on more than one element.
 */
function pageFindings() {
  const findings: string[] = [];
  const width = document.documentElement.clientWidth;
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > width) {
    const beyond = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      if (!beyond(element)) return false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (clips(parent) || beyond(parent)) return false;
      }
      return true;
    });
    const names = culprits.slice(0, 5).map((element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${text}"`;
    });
    findings.push(`wider than the screen: ${scrollWidth} > ${width}: ${names.join(', ')}`);
  }
  const counts = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]')) {
    counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
  }
  for (const [id, count] of counts) if (count > 1) findings.push(`id "${id}" is on ${count} elements`);
  return findings;
}

async function findingsAt(page: Page, viewport: { width: number; height: number }, withMenu: boolean) {
  await page.setViewportSize(viewport);
  // Two frames: the new width laid out and any resize-driven state rendered.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const label = `${viewport.width}×${viewport.height}`;
  const findings = [
    ...(await page.evaluate(measure, { min: MIN_TARGET, minPrimary: MIN_PRIMARY, scope: 'body' })),
    ...(await page.evaluate(pageFindings)),
  ];
  if (withMenu) {
    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // The drawer slides in: measure once it stands still.
    await expect
      .poll(() => menu.evaluate((element) => element.getAnimations({ subtree: true }).length))
      .toBe(0);
    findings.push(
      ...(
        await page.evaluate(measure, { min: MIN_TARGET, minPrimary: MIN_PRIMARY, scope: '[role="dialog"]' })
      ).map((finding) => `menu: ${finding}`),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return findings.map((finding) => `${label} ${finding}`);
}

for (const pageCase of CASES) {
  const path = pathIn(pageCase.language, pageCase.path);
  test(`${path}: every control is a thumb's target, nothing overflows, ids are unique`, async ({ page }) => {
    test.setTimeout(60_000);
    if (!pageCase.withCookieBanner) {
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    }
    await page.setViewportSize(PHONES[0]!);
    await (pageCase.open ?? openPage)(page, path);
    // The icon sprite is in the page (its symbols carry ids too).
    await expect(page.locator('[data-icon-sprite] svg')).toHaveCount(1);
    if (pageCase.withCookieBanner) await expect(page.getByRole('button', { name: 'Got it' })).toBeVisible();

    const findings: Finding[] = [];
    for (const viewport of PHONES)
      findings.push(...(await findingsAt(page, viewport, Boolean(pageCase.withMenu))));
    expect(findings).toEqual([]);
  });
}
