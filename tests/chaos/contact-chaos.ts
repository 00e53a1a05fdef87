/**
 * `npm run chaos`: the contact outbox under faults. Runs randomized visitor sessions against the
 * production build (dist/, rebuilt first when stale) and the embedded backend, then checks that every message
 * sent is stored exactly once.
 *
 * Each session writes one message with its own e-mail address, under a random mix of:
 *   - going offline before sending, reloading while offline, coming back online after a pause;
 *   - 503s, dropped connections and responses lost after the commit, on the insert and the function;
 *   - the page closed the moment its insert is answered (before the function's fast path);
 *   - a second tab of the same site that flushes the same outbox at the same time;
 * and, across the whole run, outages of the mail provider (seeded, 5-40 s each). The e-mail to sales
 * is the server's job: after the sessions the run waits (provider up) until every stored row is
 * notified, then prints rows stored / notified, mails, duplicates, lost and insert → mail times.
 * A session's faults are backend rules for the requests of its own message (matched by its e-mail
 * address in the body), whichever of its pages or its service worker sends them: sessions run in
 * parallel, and a fault taken by another session's request would measure that session's bad luck
 * instead. An offline session's faults therefore hit its requests after the reconnect.
 *
 * Printed: sent / stored / duplicated / lost (and the same for mails), and the median and 95th
 * percentile of the time from reconnect (setOffline(false)) to the row being in the database: a
 * backend hook, asked before the reconnect, answers with the time it first saw the row, checked after
 * every write (the backend runs in this process, on the same clock). Then the session times by
 * phase, and the slow sessions (over 2 s) with their scenario and what their pages and worker did
 * after the reconnect.
 *
 * Options (environment): CHAOS_SESSIONS (default 200), CHAOS_CONCURRENCY (5), CHAOS_SEED,
 * CHAOS_SITE_DIR (default dist/, rebuilt when stale or built for another backend; another folder
 * must be a local-mode build) and CHAOS_PORT (default 4181: the site's port; the embedded backend is
 * served under /supabase on the same origin, see server/site-server.ts).
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';

import { launchChromium } from '../../scripts/chromium.ts';
import { startSiteServer } from '../../server/site-server.ts';
import { HYDRATED_ATTRIBUTE } from '../../src/first-load/contract.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import {
  addFaults,
  allMails,
  allowManyMessagesFromOneAddress,
  allRows,
  BACKEND_URL,
  backendHooks,
  clearFaults,
  messageFaults,
  pendingFaults,
  waitForStoredRow,
} from '../e2e/contact-backend.ts';
import { contactForm, fillForm, outboxCount } from '../e2e/contact-page.ts';
import { reportChaos, type SessionResult } from './chaos-report.ts';
import { PhaseClock } from './phase-clock.ts';
import { planOutages, planSessions, type SessionPlan } from './session-plan.ts';
import { SessionTimeline, watchBackendRequests, watchOnlineEvents } from './session-timeline.ts';
import { ensureSiteFor } from './site-build.ts';

const SESSIONS = Number(process.env.CHAOS_SESSIONS ?? 200);
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? 5);
const SEED = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
const SITE_DIR = process.env.CHAOS_SITE_DIR ?? 'dist';
/** A session whose message is not in the database this long after the last fault is counted as lost. */
const DELIVERY_DEADLINE_MS = 45_000;
/** After the sessions, how long the server may take to notify every stored row (provider up). */
const NOTIFY_DEADLINE_MS = 5 * 60_000;

async function waitUntilOutboxEmpty(page: Page, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if ((await outboxCount(page).catch(() => 1)) === 0) return;
    await page.waitForTimeout(100);
  }
}

/**
 * A "device": one browser context whose service worker is installed once and then serves every
 * session run on it (installing the precache per session would dominate the run time). Sessions
 * on one device share its outbox, like a visitor who sends several messages.
 */
interface Device {
  context: BrowserContext;
  page: Page;
  /** Where the backend requests and online events of the context go: the session running on it. */
  timeline: SessionTimeline;
}

async function openDevice(browser: Browser, baseUrl: string): Promise<Device> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const device: Device = { context, page: await context.newPage(), timeline: new SessionTimeline() };
  watchBackendRequests(context, (line) => device.timeline.add(line));
  await watchOnlineEvents(context, (line, at) => device.timeline.add(line, at));
  const { page } = device;
  await page.goto('/');
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 120_000,
  });
  return device;
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
}

async function runSession(device: Device, plan: SessionPlan): Promise<SessionResult> {
  const email = `chaos-${SEED}-${plan.index}@example.com`;
  const timeline = new SessionTimeline();
  device.timeline = timeline;
  const phases = new PhaseClock();
  const started = Date.now();
  const result: SessionResult = {
    email,
    scenario: plan.scenario,
    submitted: false,
    reconnectToDelivery: null,
    timeline,
    phases,
    durationMs: 0,
  };
  const { context, page } = device;
  let second: Page | null = null;
  try {
    await openPage(page, '/');
    // Only this session's requests take its faults (they match its e-mail address in the body).
    if (plan.faults.length) await addFaults(messageFaults(email, plan.faults));
    phases.lap('load');

    if (plan.offline) await context.setOffline(true);
    await fillForm(page, 'en', { email, name: plan.name });
    phases.lap('fill');
    if (plan.closeAfterInsert) {
      // The visitor closes the browser the moment the insert is answered: the page's call of the
      // function may never leave; the server's sweep must mail the row anyway.
      const closed = new Promise<void>((resolve) => {
        page.on('response', (response) => {
          const request = response.request();
          if (
            request.method() === 'POST' &&
            response.url().includes('/rest/v1/contact_submissions') &&
            response.ok()
          ) {
            void page.close().then(resolve, resolve);
          }
        });
      });
      await contactForm(page).getByRole('button', { name: 'Send message' }).click();
      await Promise.race([closed, page.waitForTimeout(DELIVERY_DEADLINE_MS)]).catch(() => undefined);
      result.submitted = true;
      device.page = await context.newPage();
      await waitForStoredRow(email, DELIVERY_DEADLINE_MS);
      phases.lap('send + close');
      result.durationMs = Date.now() - started;
      return result;
    }
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    // Sent, queued or refused: the form is idle again.
    await contactForm(page)
      .getByRole('button', { name: 'Sending...' })
      .waitFor({ state: 'detached', timeout: 40_000 });
    result.submitted = true;
    phases.lap('send');

    if (plan.reloadOffline) {
      await page.reload();
      await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
      phases.lap('reload');
    }
    if (plan.secondTabPath) {
      second = await context.newPage();
      await openPage(second, plan.secondTabPath);
      phases.lap('second tab');
    }
    if (plan.offline) {
      await page.waitForTimeout(plan.pauseMs);
      if (second) await second.waitForTimeout(1500); // its outbox starts when the page is idle
      phases.lap('offline pause');
      // Waiting from before the reconnect, so that the row is seen as soon as it is written, even
      // when setOffline() itself returns late. The backend runs in this process: its clock is ours.
      const stored = waitForStoredRow(email, DELIVERY_DEADLINE_MS + 5_000);
      const reconnectAt = Date.now();
      timeline.mark(reconnectAt);
      await context.setOffline(false);
      const storedAt = await stored;
      result.reconnectToDelivery = storedAt === null ? null : storedAt - reconnectAt;
    } else {
      await waitForStoredRow(email, DELIVERY_DEADLINE_MS);
    }
    phases.lap('delivery');
    // Let the notification finish before the next session (or the end of the run).
    await waitUntilOutboxEmpty(page, Date.now() + DELIVERY_DEADLINE_MS);
    phases.lap('notification');
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    await context.setOffline(false);
  } finally {
    await second?.close();
  }
  result.durationMs = Date.now() - started;
  return result;
}

async function main(): Promise<void> {
  await ensureSiteFor(SITE_DIR);
  const started = Date.now();
  // The site and its backend on one origin; BACKEND_URL (the test hooks) is <that origin>/supabase.
  const site = await startSiteServer({
    root: SITE_DIR,
    port: Number(new URL(BACKEND_URL).port),
    localBackend: { dataDir: ':memory:', testHooks: true },
  });
  const backend = site.backend;
  if (!backend) throw new Error('The chaos run needs a local-mode build with the embedded backend.');
  await allowManyMessagesFromOneAddress();
  // 200 sessions in about ten minutes are a flood to the global cap on new leads (20 a minute): lift it, so
  // the run measures the outbox and the notification queue, not the cap (tests/backend covers the cap).
  await backendHooks.setLimit({ scope: 'leads_per_minute', maxCount: 100_000 });
  const baseUrl = site.url;
  const browser = await launchChromium();
  console.log(`Chaos run: ${SESSIONS} sessions, ${CONCURRENCY} at a time, seed ${SEED}, site ${baseUrl}`);

  // Seeded, so that a failing run can be repeated with CHAOS_SEED.
  const random = seededRandom(SEED);
  const plans = planSessions(SESSIONS, random);
  // Mail provider outages over the expected length of the sessions (about 8 s per session and device).
  const outages = planOutages((SESSIONS / CONCURRENCY) * 8_000, random);
  const outageTimers = outages.flatMap((outage) => [
    setTimeout(() => (backend.mailProvider.down = true), outage.startMs),
    setTimeout(() => (backend.mailProvider.down = false), outage.startMs + outage.durationMs),
  ]);
  const results: SessionResult[] = [];
  const devices: Device[] = [];
  try {
    devices.push(
      ...(await Promise.all(Array.from({ length: CONCURRENCY }, () => openDevice(browser, baseUrl)))),
    );
    let next = 0;
    await Promise.all(
      devices.map(async (device) => {
        for (let plan = plans[next++]; plan; plan = plans[next++]) {
          results.push(await runSession(device, plan));
          if (results.length % 20 === 0) console.log(`  ${results.length}/${SESSIONS} sessions`);
        }
      }),
    );
    // Every fault planted must have hit a request of its session; leftovers mean they missed.
    const unusedFaults = (await pendingFaults()).length;
    await clearFaults();
    // The provider comes back for good; the server's sweep notifies what is left.
    outageTimers.forEach(clearTimeout);
    backend.mailProvider.down = false;
    const sessionsDone = Date.now();
    const notifyDeadline = sessionsDone + NOTIFY_DEADLINE_MS;
    while (Date.now() < notifyDeadline && (await allRows()).some((row) => row.notify_status === 'pending')) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(
      `  every row notified ${Math.round((Date.now() - sessionsDone) / 1000)} s after the last session`,
    );
    const ok = reportChaos({
      results,
      rows: await allRows(),
      mails: await allMails(),
      outages,
      plantedFaults: plans.flatMap((plan) => plan.faults).reduce((sum, fault) => sum + (fault.times ?? 1), 0),
      unusedFaults,
      durationMs: Date.now() - started,
    });
    process.exitCode = ok ? 0 : 1;
  } finally {
    outageTimers.forEach(clearTimeout);
    for (const device of devices) await device.context.close();
    await browser.close();
    await site.close();
  }
}

await main();
