/**
 * The interaction bench: how fast the site answers a tap on a slow phone. Chromium with 4× CPU
 * throttling, a 390 × 844 touch viewport, the service worker blocked (a first visit), Playwright
 * taps. For each interaction, in a fresh context each run:
 *
 *  - tap → UI visible: from the tap's `pointerdown` (its event time) to the first animation frame in
 *    which what the tap opens is on the screen (polled every frame in the page, across a full
 *    navigation too);
 *  - the longest Event Timing duration among the events from the tap on (pointerdown … click, from
 *    input to the next paint);
 *
 * once with the page idle (hydrated, network quiet, the target scrolled to and the page at rest),
 * once soon after arriving (4 s after `load`, as a visitor taps before the page's idle work has run)
 * and once tapped as soon as the target shows
 * (before hydration: the tap must be held and take its full effect, the stored locale included).
 * The floor, a bare page whose button opens a native `<dialog>` (floor-page.ts), is measured in
 * the same run, and held to INTERACTION_TARGETS; no tap may be lost.
 *
 *   npx tsx scripts/bench/interactions.ts [--runs 3] [--only heart,menu] [--dist dist]
 *   (also the last part of `npm run bench`)
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';

import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { median } from './stats.ts';

/** What a tap must bring on the screen; checked in the page once per animation frame. */
interface Shown {
  selector: string;
  /** The element's text must contain this. */
  text?: string;
  /** location.pathname must be this (a navigation). */
  pathname?: string;
  /** location.search must contain this. */
  search?: string;
  /** <html lang> must be this. */
  lang?: string;
  /** Rendered anywhere on the page will do (a list under the filters may start below the screen). */
  offScreen?: boolean;
  /** This attribute of the element must differ from what it was when the tap was armed (a re-sorted list). */
  changed?: string;
}

interface Interaction {
  name: string;
  /** 'floor' measures on the floor server. */
  on?: 'floor';
  path: string;
  /** What to do before the measured tap (not when tapped as soon as the target shows). */
  prepare?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /**
   * Focus it and press the arrow down key instead of tapping: a tap on a <select> opens the
   * system's picker, which a script cannot use, and Playwright's selectOption sends no trusted event.
   */
  arrowDown?: boolean;
  shown: Shown;
  /** Measured tapped as soon as the target shows, too (false: the target needs an idle page first). */
  early: boolean;
  /** A further effect that must hold once the tap is answered (evaluated in the page). */
  effect?: { describe: string; check: (page: Page) => Promise<boolean> };
}

const PROJECT = '/projects/grabbeallee-68';
const UNIT = `${PROJECT}/apartments/2.3.1`;
const PICKER = `${PROJECT}/floors`;
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });

export /** The address holds the tap's change (written after the answer is painted). */
function searchEffect(part: string): Interaction['effect'] {
  return {
    describe: `the address holds ${part}`,
    check: async (page) => {
      await page.waitForURL((url) => url.search.includes(part), { timeout: 5000 }).catch(() => undefined);
      return new URL(page.url()).search.includes(part);
    },
  };
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'floor: button → <dialog>',
    on: 'floor',
    path: '/dialog',
    target: (page) => page.getByRole('button', { name: 'Open the dialog' }),
    shown: { selector: 'dialog[open] h2' },
    early: false,
  },
  {
    name: 'home: menu button → Team link',
    path: '/',
    target: menuButton,
    shown: { selector: '[role="dialog"] a[href="/team"]' },
    early: true,
  },
  {
    name: 'home: menu link → Team page',
    path: '/',
    prepare: async (page) => {
      await menuButton(page).tap();
      await page.locator('[role="dialog"] a[href="/team"]').waitFor();
    },
    target: (page) => page.locator('[role="dialog"] a[href="/team"]'),
    shown: { selector: 'main h1', text: 'The people behind the project', pathname: '/team' },
    early: false,
  },
  {
    name: 'home: language switch → Deutsch',
    path: '/',
    target: (page) => page.getByRole('link', { name: 'Deutsch' }),
    shown: { selector: 'main h1', pathname: '/de', lang: 'de' },
    early: true,
    effect: {
      describe: 'the locale is stored',
      check: (page) => page.evaluate(() => localStorage.getItem('locale') === 'de'),
    },
  },
  {
    name: 'project: Contact developer → modal',
    path: PROJECT,
    target: (page) => page.getByRole('button', { name: 'Contact developer' }),
    shown: { selector: '[role="dialog"] input[type="email"]' },
    early: true,
  },
  {
    name: 'project: Apartments tab → first unit',
    path: PROJECT,
    target: (page) => page.getByRole('tab', { name: 'Apartments' }),
    shown: { selector: 'article[data-unit]', offScreen: true },
    early: true,
  },
  {
    name: 'project: Building & floor tab → site view',
    path: PROJECT,
    target: (page) => page.getByRole('tab', { name: 'Building & floor' }),
    shown: { selector: '[data-site-view] [data-band]', offScreen: true },
    early: true,
  },
  {
    name: 'finder: filter chip (2 rooms)',
    path: `${PROJECT}?tab=apartments`,
    target: (page) =>
      page.locator('[aria-labelledby="filter-rooms-label"] label').filter({ hasText: /^2 rooms\s*\d+$/ }),
    // The list filtered: its count line says so (rendered with the chip and the cards it hides).
    shown: { selector: 'h2[data-matching]', text: 'matching', offScreen: true },
    early: true,
    // The finder answers first; the address follows in a task of its own.
    effect: searchEffect('rooms=2'),
  },
  {
    name: 'finder: sort (price, high to low)',
    path: `${PROJECT}?tab=apartments`,
    target: (page) => page.getByLabel('Sort by'),
    arrowDown: true,
    shown: {
      selector: 'li:not([hidden]) > article[data-unit]',
      offScreen: true,
      changed: 'data-unit',
    },
    early: true,
    effect: searchEffect('sort=price-desc'),
  },
  {
    name: 'finder: favourite heart → pressed',
    path: `${PROJECT}?tab=apartments`,
    target: (page) => page.locator('article[data-unit] button[aria-pressed]').first(),
    shown: { selector: 'article[data-unit] button[aria-pressed="true"]', offScreen: true },
    early: true,
  },
  {
    name: 'picker: floor band → floor shown',
    path: PICKER,
    target: (page) => page.getByRole('button', { name: /^3rd floor, building 2: / }),
    shown: { selector: '[data-floor-view="2.3"] [data-flat]', offScreen: true },
    early: true,
    // The floor shows first; its address follows in a task of its own.
    effect: {
      describe: "the address is the floor's page",
      check: async (page) => {
        await page.waitForURL(/\/floors\/2\/3$/, { timeout: 5000 }).catch(() => undefined);
        return new URL(page.url()).pathname === `${PICKER}/2/3`;
      },
    },
  },
  {
    name: 'picker: flat → summary',
    path: `${PICKER}/2/3`,
    target: (page) => page.locator('[data-flat="2.3.1"]'),
    shown: { selector: '[data-summary="2.3.1"]' },
    early: true,
  },
  {
    name: 'unit page: favourite heart → pressed',
    path: UNIT,
    target: (page) => page.getByRole('button', { name: 'Save apartment 2.3.1 to favourites' }),
    shown: { selector: 'main button[aria-pressed="true"]' },
    early: true,
  },
  {
    name: 'unit page: plan → lightbox',
    path: UNIT,
    target: (page) => page.getByRole('button', { name: 'Enlarge the floor plan of apartment 2.3.1' }),
    shown: { selector: '[data-lightbox] [role="group"] svg' },
    early: true,
  },
];

/** How long an early tap may take to be answered before it counts as lost. */
const LOST_AFTER_MS = 15_000;

export interface Sample {
  /** Tap → UI visible, ms; null: never shown (a lost tap). */
  visible: number | null;
  /** The longest Event Timing duration of the tap's events, ms. */
  longestEvent: number | null;
  /** The further effect held (or there is none). */
  effect: boolean;
}

export type TapMoment = 'idle' | 'soon' | 'early';

export interface InteractionResult {
  name: string;
  idle: Sample[];
  soon: Sample[];
  early: Sample[];
}

/** A visitor's tap soon after arriving: this long after the page's `load` event. */
const SOON_AFTER_LOAD_MS = 4000;

/**
 * Installed in every document before its scripts. Once armed (`bench:shown` in sessionStorage, so
 * it holds across a full navigation in the tab), it keeps the tap's time, every Event Timing entry
 * and the first animation frame in which `shown` holds, all in epoch milliseconds (timeOrigin +).
 */
function instrument() {
  const store = sessionStorage;
  const abs = (time: number) => performance.timeOrigin + time;
  const armed = () => store.getItem('bench:shown') !== null;
  const mark = (event: Event) => {
    if (armed() && store.getItem('bench:tapAt') === null)
      store.setItem('bench:tapAt', String(abs(event.timeStamp)));
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, mark, { capture: true, passive: true });
  new PerformanceObserver((list) => {
    if (!armed()) return;
    const events = JSON.parse(store.getItem('bench:events') ?? '[]') as { start: number; duration: number }[];
    for (const entry of list.getEntries())
      events.push({ start: abs(entry.startTime), duration: entry.duration });
    store.setItem('bench:events', JSON.stringify(events));
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const holds = (shown: Shown) => {
    if (shown.pathname !== undefined && location.pathname !== shown.pathname) return false;
    if (shown.search !== undefined && !location.search.includes(shown.search)) return false;
    if (shown.lang !== undefined && document.documentElement.lang !== shown.lang) return false;
    const element = document.querySelector(shown.selector);
    if (!element || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (!shown.offScreen && (box.bottom < 0 || box.top > innerHeight)) return false;
    if (shown.changed && element.getAttribute(shown.changed) === store.getItem('bench:before')) return false;
    return shown.text === undefined || (element.textContent ?? '').includes(shown.text);
  };
  // The time read in the frame's callback, not the frame's start time, which may precede the tap's.
  const frame = () => {
    const shown = store.getItem('bench:shown');
    if (shown === null || store.getItem('bench:shownAt') !== null) return;
    if (holds(JSON.parse(shown) as Shown)) store.setItem('bench:shownAt', String(abs(performance.now())));
    else requestAnimationFrame(frame);
  };
  (window as unknown as { __benchWatch: () => void }).__benchWatch = () => requestAnimationFrame(frame);
  if (armed()) requestAnimationFrame(frame);
}

/** Arms the page's instrument for one tap. */
async function arm(page: Page, shown: Shown): Promise<void> {
  await page.evaluate((spec) => {
    for (const key of ['bench:tapAt', 'bench:events', 'bench:shownAt']) sessionStorage.removeItem(key);
    sessionStorage.setItem('bench:shown', JSON.stringify(spec));
    if (spec.changed) {
      const before = document.querySelector(spec.selector)?.getAttribute(spec.changed) ?? '';
      sessionStorage.setItem('bench:before', before);
    }
    (window as unknown as { __benchWatch: () => void }).__benchWatch();
  }, shown);
}

type BenchEvents = { start: number; duration: number }[];

/** What the instrument kept, read across a navigation (retried while a new document loads). */
async function readBench(
  page: Page,
  timeoutMs: number,
): Promise<{ tapAt: number | null; shownAt: number | null; events: BenchEvents }> {
  const deadline = Date.now() + timeoutMs;
  const read = () =>
    page.evaluate(() => ({
      tapAt: sessionStorage.getItem('bench:tapAt'),
      shownAt: sessionStorage.getItem('bench:shownAt'),
      events: sessionStorage.getItem('bench:events'),
    }));
  for (;;) {
    const raw = await read().catch(() => null);
    if (raw && (raw.shownAt !== null || Date.now() > deadline)) {
      await page.waitForTimeout(500); // Event Timing entries arrive after the next paint.
      const last = (await read().catch(() => null)) ?? raw;
      return {
        tapAt: last.tapAt === null ? null : Number(last.tapAt),
        shownAt: last.shownAt === null ? null : Number(last.shownAt),
        events: JSON.parse(last.events ?? '[]') as BenchEvents,
      };
    }
    await page.waitForTimeout(50);
  }
}

async function newPhonePage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'en-GB',
  });
  // The cookie banner answered, as on a second page of a visit: it would cover what is tapped.
  // tsx names the functions it compiles with a `__name` helper, which the page does not have.
  await context.addInitScript('self.__name = (f) => f;');
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, close: () => context.close() };
}

/** Hydrated, its network quiet and its idle work done. */
async function settle(page: Page, hydrates: boolean): Promise<void> {
  if (hydrates)
    await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  mode: TapMoment,
): Promise<Sample> {
  const { page, close } = await newPhonePage(browser);
  try {
    const target = interaction.target(page);
    if (mode === 'idle') {
      await page.goto(`${origin}${interaction.path}`);
      await settle(page, interaction.on !== 'floor');
      await interaction.prepare?.(page);
      // The buyer scrolled to it first, and the page came to rest: a tap that has to wait behind the
      // scroll's frames (the header's transition, cards laid out as they come near the screen) would
      // measure the scroll, not the tap. Playwright's tap would scroll and tap in one go.
      // A key press goes to the focused element: focusing it scrolls it into view the same way.
      if (interaction.arrowDown) await target.focus();
      else await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1000);
    } else if (mode === 'soon') {
      await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
      await interaction.prepare?.(page);
      if (interaction.arrowDown) await target.focus();
      else await target.scrollIntoViewIfNeeded();
      const sinceLoad = await page.evaluate(
        () =>
          performance.now() -
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      await page.waitForTimeout(Math.max(0, SOON_AFTER_LOAD_MS - sinceLoad));
    } else {
      await page.goto(`${origin}${interaction.path}`, { waitUntil: 'commit' });
      await target.waitFor({ state: 'visible', timeout: 30_000 });
    }
    await arm(page, interaction.shown);
    // force: the tap goes out at once, as a finger's would, without waiting for the element to be
    // stable or hit-testable.
    if (interaction.arrowDown) {
      await target.focus();
      await page.keyboard.press('ArrowDown');
    } else await target.tap({ force: true, noWaitAfter: true });
    const { tapAt, shownAt, events } = await readBench(page, mode === 'idle' ? 5_000 : LOST_AFTER_MS);
    const fromTap = tapAt === null ? [] : events.filter((entry) => entry.start >= tapAt - 1);
    const effect = interaction.effect ? await interaction.effect.check(page) : true;
    return {
      visible: shownAt === null || tapAt === null ? null : Math.round(shownAt - tapAt),
      longestEvent: fromTap.length ? Math.max(...fromTap.map((entry) => entry.duration)) : 0,
      effect,
    };
  } finally {
    await close();
  }
}

export async function measureInteractions({
  siteOrigin,
  floorOrigin,
  runs,
  only,
  log = console.log,
}: {
  siteOrigin: string;
  floorOrigin: string;
  runs: number;
  only?: string[];
  log?: (line: string) => void;
}): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const chosen = INTERACTIONS.filter(
    (interaction) =>
      interaction.on === 'floor' || !only || only.some((word) => interaction.name.includes(word)),
  );
  const results = chosen.map(
    (interaction) => ({ name: interaction.name, idle: [], soon: [], early: [] }) as InteractionResult,
  );
  try {
    // Round by round, so a burst of machine load hits every interaction alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, interaction] of chosen.entries()) {
        const origin = interaction.on === 'floor' ? floorOrigin : siteOrigin;
        const modes: TapMoment[] = interaction.early ? ['idle', 'soon', 'early'] : ['idle', 'soon'];
        for (const mode of modes) {
          const sample = await measureOnce(browser, origin, interaction, mode);
          results[index]![mode].push(sample);
          log(
            `  run ${run}/${runs} ${interaction.name.padEnd(40)} ${mode.padEnd(5)} visible ${sample.visible ?? 'LOST'} ms, event ${sample.longestEvent} ms${sample.effect ? '' : ` (${interaction.effect?.describe}: NO)`}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const INTERACTION_TARGETS = {
  idleEventMs: 100,
  /** Tapped soon after arriving or as soon as the target shows. */
  earlyEventMs: 200,
  /** Idle tap → visible at most the floor's plus this. */
  idleVisibleOverFloorMs: 100,
  /** Soon after arriving: tap → visible at most the floor's (tapped as soon after its own load) plus this. */
  soonVisibleOverFloorMs: 150,
};

interface Summary {
  visible: number | null;
  longestEvent: number | null;
  lost: number;
  effectFailed: number;
  samples: number;
}

function summarize(samples: Sample[]): Summary | null {
  if (!samples.length) return null;
  const shown = samples.filter((sample) => sample.visible !== null);
  return {
    visible: shown.length ? Math.round(median(shown.map((sample) => sample.visible!))) : null,
    longestEvent: Math.round(median(samples.map((sample) => sample.longestEvent ?? 0))),
    lost: samples.length - shown.length,
    effectFailed: samples.filter((sample) => !sample.effect).length,
    samples: samples.length,
  };
}

export interface InteractionVerdict {
  target: string;
  actual: string;
  pass: boolean;
}

function eventVerdict(
  name: string,
  moment: TapMoment,
  summary: Summary,
  limitMs: number,
): InteractionVerdict {
  return {
    target: `${name}: ${moment} event ≤ ${limitMs} ms`,
    actual: `${summary.longestEvent} ms`,
    pass: summary.longestEvent! <= limitMs,
  };
}

/** Shown within the floor's time (measured at the same moment) plus `overFloorMs`, never lost, with its full effect. */
function visibleVerdict(
  name: string,
  moment: TapMoment,
  summary: Summary,
  floor: Summary | null,
  overFloorMs: number,
): InteractionVerdict {
  const limit = (floor?.visible ?? 0) + overFloorMs;
  return {
    target: `${name}: ${moment} visible ≤ floor + ${overFloorMs} (${limit}) ms`,
    actual: `${summary.visible ?? 'LOST'} ms${summary.effectFailed ? `, ${summary.effectFailed} without full effect` : ''}`,
    pass:
      summary.visible !== null &&
      summary.visible <= limit &&
      summary.lost === 0 &&
      summary.effectFailed === 0,
  };
}

/** The table rows (medians) and the verdicts against the targets. */
export function interactionReport(results: InteractionResult[]): {
  rows: Record<string, string>[];
  verdicts: InteractionVerdict[];
} {
  const floorResult = results.find((result) => result.name.startsWith('floor'));
  const floor = summarize(floorResult?.idle ?? []);
  const soonFloor = summarize(floorResult?.soon ?? []);
  const cell = (summary: Summary | null) =>
    summary === null
      ? '—'
      : `${summary.visible ?? 'LOST'} / ${summary.longestEvent}${summary.lost ? ` (${summary.lost} lost)` : ''}`;
  const rows = results.map((result) => ({
    interaction: result.name,
    'idle: visible / event ms': cell(summarize(result.idle)),
    'soon: visible / event ms': cell(summarize(result.soon)),
    'early: visible / event ms': cell(summarize(result.early)),
  }));
  const verdicts: InteractionVerdict[] = [];
  for (const result of results) {
    if (result.name.startsWith('floor')) continue;
    const idle = summarize(result.idle);
    const soon = summarize(result.soon);
    const early = summarize(result.early);
    if (idle)
      verdicts.push(
        eventVerdict(result.name, 'idle', idle, INTERACTION_TARGETS.idleEventMs),
        visibleVerdict(result.name, 'idle', idle, floor, INTERACTION_TARGETS.idleVisibleOverFloorMs),
      );
    if (soon)
      verdicts.push(
        eventVerdict(result.name, 'soon', soon, INTERACTION_TARGETS.earlyEventMs),
        visibleVerdict(result.name, 'soon', soon, soonFloor, INTERACTION_TARGETS.soonVisibleOverFloorMs),
      );
    if (early) {
      verdicts.push(eventVerdict(result.name, 'early', early, INTERACTION_TARGETS.earlyEventMs));
      verdicts.push({
        target: `${result.name}: early tap not lost`,
        actual: `${early.samples - early.lost - early.effectFailed}/${early.samples} with full effect`,
        pass: early.lost === 0 && early.effectFailed === 0,
      });
    }
  }
  return { rows, verdicts };
}

export function printInteractionReport(results: InteractionResult[], runs: number): InteractionVerdict[] {
  const { rows, verdicts } = interactionReport(results);
  console.log(
    `\nInteractions, Chromium 4× CPU, 390×844 touch, no service worker, medians of ${runs} run(s) (tap → UI visible / longest Event Timing duration):`,
  );
  console.table(rows);
  console.log('\nInteraction targets:');
  for (const verdict of verdicts) {
    console.log(`  ${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.target.padEnd(72)} ${verdict.actual}`);
  }
  console.log(
    `  ${verdicts.filter((verdict) => verdict.pass).length}/${verdicts.length} interaction targets met.`,
  );
  return verdicts;
}
