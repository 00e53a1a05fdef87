/**
 * `npm run chaos`: the contact outbox under faults. Runs randomized visitor sessions against the
 * production build (dist/, rebuilt first when stale) and the embedded backend, then checks that every message
 * sent is stored exactly once.
 *
 * Each session writes one message with its own e-mail address, under a random mix of:
 *   - going offline before sending, reloading while offline, coming back online after a pause;
 *   - 503s, dropped connections and responses lost after the commit, on the insert and the function;
 *   - a second tab of the same site that flushes the same outbox at the same time.
 * Faults are global rules of the backend ("the next matching requests"), so with sessions running
 * in parallel one session's fault may hit another's request: that is part of the chaos.
 *
 * Printed: sent / stored / duplicated / lost (and the same for mails), and the median and 95th
 * percentile of the time from reconnect (setOffline(false)) to the row being in the database.
 *
 * Options (environment): CHAOS_SESSIONS (default 200), CHAOS_CONCURRENCY (5), CHAOS_SEED,
 * CHAOS_SITE_DIR (default dist/, rebuilt when stale; another folder is served as it is) and
 * E2E_BACKEND_URL (default http://localhost:54321: the backend is started on its port, which must be
 * free and must be the one the site was built for).
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';

import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { seededRandom } from '../../src/lib/seeded-random.ts';
import { buildIsStale } from '../../src/server/build-freshness.ts';
import { startStaticServer } from '../../src/server/static-server.ts';
import { startLocalBackend } from '../../supabase/local/backend.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium-path.ts';
import {
  addFaults,
  allMails,
  allRows,
  BACKEND_URL,
  clearFaults,
  type Fault,
} from '../e2e/contact-backend.ts';
import { contactForm, fillForm, outboxCount } from '../e2e/contact-page.ts';

const SESSIONS = Number(process.env.CHAOS_SESSIONS ?? 200);
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? 5);
const SEED = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
const SITE_DIR = process.env.CHAOS_SITE_DIR ?? 'dist';
/** A session whose message is not in the database this long after the last fault is counted as lost. */
const DELIVERY_DEADLINE_MS = 45_000;

// Seeded, so that a failing run can be repeated with CHAOS_SEED.
const random = seededRandom(SEED);
const chance = (p: number) => random() < p;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

interface SessionResult {
  email: string;
  submitted: boolean;
  /** ms from reconnect to the row being stored, for sessions that sent while offline. */
  reconnectToDelivery: number | null;
  scenario: string[];
  error?: string;
}

const INSERT = '/rest/v1/contact_submissions';
const FUNCTION = '/functions/v1/send-contact-email';

function randomFaults(): { faults: Fault[]; names: string[] } {
  const faults: Fault[] = [];
  const names: string[] = [];
  if (chance(0.25)) {
    const times = 1 + Math.floor(random() * 2);
    faults.push({ path: INSERT, method: 'POST', type: 'status', status: pick([502, 503, 504]), times });
    names.push(`insert-5xx×${times}`);
  }
  if (chance(0.2)) {
    faults.push({ path: INSERT, method: 'POST', type: 'lose-response' });
    names.push('insert-lost-response');
  }
  if (chance(0.1)) {
    faults.push({ path: INSERT, method: 'POST', type: 'drop' });
    names.push('insert-dropped');
  }
  if (chance(0.15)) {
    faults.push({ path: FUNCTION, method: 'POST', type: pick(['lose-response', 'drop'] as const) });
    names.push('function-no-answer');
  }
  return { faults, names };
}

/** Polls the database until the row of `email` is there; returns the time it appeared. */
async function waitForRow(email: string, deadline: number): Promise<number | null> {
  while (Date.now() < deadline) {
    if ((await allRows()).some((row) => row.email === email)) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return null;
}

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
}

async function openDevice(browser: Browser, baseUrl: string): Promise<Device> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 120_000,
  });
  return { context, page };
}

async function runSession(device: Device, index: number): Promise<SessionResult> {
  const email = `chaos-${SEED}-${index}@example.com`;
  const scenario: string[] = [];
  const result: SessionResult = { email, submitted: false, reconnectToDelivery: null, scenario };
  const { context, page } = device;
  let second: Page | null = null;
  try {
    const offline = chance(0.5);
    const reloadOffline = offline && chance(0.4);
    const secondTab = chance(0.3);
    const { faults, names } = randomFaults();
    scenario.push(...names);

    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    if (faults.length) await addFaults(faults);

    if (offline) {
      scenario.push('offline');
      await context.setOffline(true);
    }
    await fillForm(page, 'en', {
      email,
      name: pick(['Zoë', 'Łukasz', "Jürgen O'Brien-Müller", 'Ana María']),
    });
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    // Sent, queued or refused: the form is idle again.
    await contactForm(page)
      .getByRole('button', { name: 'Sending...' })
      .waitFor({ state: 'detached', timeout: 40_000 });
    result.submitted = true;

    if (reloadOffline) {
      scenario.push('reload-offline');
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    }
    if (secondTab) {
      scenario.push('second-tab');
      second = await context.newPage();
      await second.goto(pick(['/', '/team', '/de']));
      await second.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    }
    if (offline) {
      await page.waitForTimeout(200 + random() * 1000);
      if (second) await second.waitForTimeout(1500); // its outbox starts when the page is idle
      const reconnectAt = Date.now();
      await context.setOffline(false);
      const storedAt = await waitForRow(email, reconnectAt + DELIVERY_DEADLINE_MS);
      result.reconnectToDelivery = storedAt === null ? null : storedAt - reconnectAt;
    } else {
      await waitForRow(email, Date.now() + DELIVERY_DEADLINE_MS);
    }
    // Let the notification finish before the next session (or the end of the run).
    await waitUntilOutboxEmpty(page, Date.now() + DELIVERY_DEADLINE_MS);
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    await context.setOffline(false);
  } finally {
    await second?.close();
  }
  return result;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

async function main(): Promise<void> {
  if (SITE_DIR === 'dist' && (await buildIsStale(process.cwd()))) {
    console.log('Building the site (sources changed since the last build)…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const started = Date.now();
  const backend = await startLocalBackend({
    port: Number(new URL(BACKEND_URL).port),
    dataDir: ':memory:',
    testHooks: true,
  });
  const server = await startStaticServer({ root: SITE_DIR, port: 0 });
  const baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  console.log(`Chaos run: ${SESSIONS} sessions, ${CONCURRENCY} at a time, seed ${SEED}, site ${baseUrl}`);

  const results: SessionResult[] = [];
  let next = 0;
  const devices: Device[] = [];
  try {
    devices.push(
      ...(await Promise.all(Array.from({ length: CONCURRENCY }, () => openDevice(browser, baseUrl)))),
    );
    await Promise.all(
      devices.map(async (device) => {
        while (next < SESSIONS) {
          const index = next++;
          const result = await runSession(device, index);
          results.push(result);
          if (results.length % 20 === 0) console.log(`  ${results.length}/${SESSIONS} sessions`);
        }
      }),
    );
    await clearFaults();

    const rows = await allRows();
    const mails = await allMails();
    const count = (emails: string[]) => {
      const byEmail = new Map<string, number>();
      for (const email of emails) byEmail.set(email, (byEmail.get(email) ?? 0) + 1);
      return byEmail;
    };
    const rowCounts = count(rows.map((row) => row.email));
    const mailCounts = count(mails.map((mail) => mail.replyTo ?? ''));
    const sent = results.filter((result) => result.submitted);
    const stored = sent.filter((result) => (rowCounts.get(result.email) ?? 0) >= 1).length;
    const duplicated = [...rowCounts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const lost = sent.filter((result) => !rowCounts.has(result.email));
    const mailed = sent.filter((result) => mailCounts.has(result.email)).length;
    const mailDuplicates = [...mailCounts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const delays = sent
      .map((result) => result.reconnectToDelivery)
      .filter((delay): delay is number => delay !== null)
      .sort((a, b) => a - b);
    const over2s = delays.filter((delay) => delay > 2000).length;
    // Sessions that planted no insert fault of their own: a plain reconnect (another session's
    // fault may still hit them, as faults are global).
    const plainDelays = sent
      .filter((result) => !result.scenario.some((name) => name.startsWith('insert-')))
      .map((result) => result.reconnectToDelivery)
      .filter((delay): delay is number => delay !== null)
      .sort((a, b) => a - b);

    console.log('');
    console.log(
      `sessions    ${results.length} (${results.filter((r) => r.error).length} with a driver error)`,
    );
    console.log(`sent        ${sent.length}`);
    console.log(`stored      ${stored}`);
    console.log(`duplicated  ${duplicated}`);
    console.log(`lost        ${lost.length}`);
    console.log(`mails       ${mailed} (duplicated ${mailDuplicates})`);
    console.log(
      `reconnect → delivery (${delays.length} offline sessions): median ${percentile(delays, 50)} ms, ` +
        `p95 ${percentile(delays, 95)} ms, max ${delays.at(-1) ?? NaN} ms, over 2 s: ${over2s}`,
    );
    console.log(
      `  without an insert fault of their own (${plainDelays.length}): median ${percentile(plainDelays, 50)} ms, ` +
        `p95 ${percentile(plainDelays, 95)} ms, max ${plainDelays.at(-1) ?? NaN} ms`,
    );
    console.log(`duration    ${Math.round((Date.now() - started) / 1000)} s`);
    for (const result of results.filter((r) => r.error || !rowCounts.has(r.email)).slice(0, 10)) {
      console.log(`  ${result.email}: ${result.error ?? 'not stored'} [${result.scenario.join(', ')}]`);
    }
    const ok = lost.length === 0 && duplicated === 0 && sent.length === results.length;
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const device of devices) await device.context.close();
    await browser.close();
    server.close();
    await backend.close();
  }
}

await main();
