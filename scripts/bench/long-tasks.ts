/**
 * Main-thread tasks of one page load in Chromium with its own throttling (4× CPU, slow 4G, a phone
 * viewport, no service worker: a first visit), read from a performance trace (CDP Tracing). Every
 * task of the page's renderer main thread from navigation until the page is hydrated, its network
 * is idle and three more seconds have passed (so the code loaded when idle counts too).
 */
import { chromium, type CDPSession } from '@playwright/test';

import { HYDRATED_MARK } from '../../src/first-load/contract.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';

export interface LongTaskReport {
  /** Milliseconds from navigation start. */
  firstContentfulPaint: number;
  hydrated: number;
  /** Every task over the long-task limit, or `overMs` (start, duration, what it spent its time on), longest first. */
  longTasks: { start: number; duration: number; work: string }[];
  longestTask: number;
  /**
   * The task in which the browser commits the navigation: it sets up the new document (with the
   * site's Cross-Origin-Opener-Policy, in a new renderer process) and reads the response's first
   * bytes. A bare page without code pays it too, so it is compared with the floor's.
   */
  navigationCommit: number;
  /** The longest task after the navigation commit: the page's own parsing, rendering and code. */
  longestPageTask: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
}

/** The biggest kinds of work inside one task, each with its time, e.g. "EvaluateScript entry-client, Layout". */
function workInside(
  events: TraceEvent[],
  task: { ts: number; dur: number; pid: number; tid: number },
): string {
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.pid !== task.pid || event.tid !== task.tid || TASK_NAMES.has(event.name))
      continue;
    if (event.ts < task.ts || event.ts > task.ts + task.dur) continue;
    if (
      ![
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'Layout',
        'UpdateLayoutTree',
        'ParseHTML',
        'Paint',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
        'v8.evaluateModule',
        'ParseAuthorStyleSheet',
      ].includes(event.name)
    )
      continue;
    const file =
      (event.args?.data?.url ?? '')
        .split('/')
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, '') ?? '';
    const key = file ? `${event.name} ${file}` : event.name;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, dur]) => `${name} ${Math.round(dur / 1000)} ms`)
    .join(', ');
}

/** Blink's trace event for committing a navigation into the new document ('loading' category). */
const COMMIT_EVENT = 'DocumentLoader::CommitNavigation';

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The tasks of a renderer main thread in a Chromium trace, in µs: the page's (`thread`, the one that
 * started its navigation), else the busiest. A page without code (the floor) may do less work than
 * the renderer of the blank page the browser opened first.
 */
export function mainThreadTasks(
  events: TraceEvent[],
  thread?: { pid: number; tid: number },
): { ts: number; dur: number; pid: number; tid: number }[] {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, { ts: number; dur: number; pid: number; tid: number }[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || !mainThreads.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push({ ts: event.ts, dur: event.dur ?? 0, pid: event.pid, tid: event.tid });
    byThread.set(key, list);
  }
  const own = thread && byThread.get(`${thread.pid}:${thread.tid}`);
  if (own) return own;
  const busiest = [...byThread.values()].sort(
    (a, b) => b.reduce((sum, task) => sum + task.dur, 0) - a.reduce((sum, task) => sum + task.dur, 0),
  )[0];
  return busiest ?? [];
}

export interface LongTaskOptions {
  cpuSlowdown?: number;
  /** The tasks listed in `longTasks` are those longer than this (default: the long-task limit). */
  overMs?: number;
  /** false for a page without code (the floor): the trace then ends 3 s after its network is idle. */
  hydrates?: boolean;
}

/**
 * Resolves once the page has set the performance mark. Through one small CDP evaluation, not
 * Playwright's waitForFunction: that injects Playwright's own script into the page, whose evaluation
 * the trace counted as the page's longest task, while the floor, with no mark to wait for, never paid it.
 */
async function whenMarked(cdp: CDPSession, mark: string, timeoutMs: number): Promise<void> {
  const expression = `new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (performance.getEntriesByName(${JSON.stringify(mark)}).length === 0) return;
      observer.disconnect();
      resolve(true);
    });
    observer.observe({ type: 'mark', buffered: true });
  })`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The page did not set the mark ${mark} in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([cdp.send('Runtime.evaluate', { expression, awaitPromise: true }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function measureLongTasks(
  url: string,
  { cpuSlowdown = 4, overMs = 50, hydrates = true }: LongTaskOptions = {},
): Promise<LongTaskReport> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.enable');
    // DevTools' "Slow 4G" preset, as Lighthouse's devtools throttling.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.4744 * 1024 * 1024) / 8,
      uploadThroughput: (0.675 * 1024 * 1024) / 8,
    });
    await browser.startTracing(page, {
      // Not 'disabled-by-default-devtools.timeline': its stack traces make V8 collect source positions
      // while it compiles, a cost the page never pays. 'toplevel' has the tasks, 'devtools.timeline' their work.
      categories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'loading', '__metadata'],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (hydrates) await whenMarked(cdp, HYDRATED_MARK, 120_000);
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    // Read once the trace has stopped: Playwright's evaluation runs its own script in the page.
    const marks = await page.evaluate((mark) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN;
      return { fcp, hydrated, timeOrigin: performance.timeOrigin };
    }, HYDRATED_MARK);
    const navigation = trace.traceEvents.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
    );
    const tasks = mainThreadTasks(trace.traceEvents, navigation);
    const origin = navigation?.ts ?? tasks[0]?.ts ?? 0;
    const afterNavigation = tasks.filter((task) => task.ts >= origin);
    const longTasks = afterNavigation
      .filter((task) => task.dur > overMs * 1000)
      .map((task) => ({
        start: (task.ts - origin) / 1000,
        duration: task.dur / 1000,
        work: workInside(trace.traceEvents, task),
      }))
      .sort((a, b) => b.duration - a.duration);
    // The page's thread may commit more than once (an initial empty document first): the real
    // commit is the longest.
    const [thread] = tasks;
    const commitEvent = trace.traceEvents
      .filter(
        (event) =>
          event.name === COMMIT_EVENT &&
          event.ph === 'X' &&
          event.ts >= origin &&
          event.pid === thread?.pid &&
          event.tid === thread.tid,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    const commit = commitEvent
      ? afterNavigation.find((task) => task.ts <= commitEvent.ts && commitEvent.ts <= task.ts + task.dur)
      : undefined;
    const longest = (list: { dur: number }[]) => Math.max(0, ...list.map((task) => task.dur / 1000));
    return {
      firstContentfulPaint: marks.fcp,
      hydrated: marks.hydrated,
      longTasks,
      longestTask: longest(afterNavigation),
      navigationCommit: commit ? commit.dur / 1000 : 0,
      longestPageTask: longest(afterNavigation.filter((task) => task !== commit)),
    };
  } finally {
    await browser.close();
  }
}
