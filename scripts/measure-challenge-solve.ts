/**
 * How long a phone takes to solve the contact form's proof-of-work challenge, which must stay short on a
 * throttled phone and never block the main thread. Runs the production build's own
 * challenge worker (dist/assets/challenge-worker-*.js, a local-mode build) in Chromium with the Pixel 7
 * profile, against the embedded backend's contact-challenge function (the difficulty deployed:
 * supabase/functions/_shared/contact-challenge.ts), and prints per run: the time from posting the
 * challenge to the worker's answer (worker start and module load included), and the longest main-thread
 * task meanwhile (Long Tasks API: 0 when none was a long task).
 *
 * CPU throttling (CDP Emulation.setCPUThrottlingRate) is set on the page and on each worker's own target
 * (attached through the browser's CDP session), since the page's rate does not reach a dedicated worker;
 * the script says whether it did.
 *
 *   VITE_BACKEND=local npm run build && npx tsx scripts/measure-challenge-solve.ts
 *   Options (environment): RUNS (default 9), RATE (default 4), SITE_DIR (default dist).
 */
import { readdirSync } from 'node:fs';

import { devices, type CDPSession } from '@playwright/test';

import { startSiteServer } from '../server/site-server.ts';
import { HYDRATED_ATTRIBUTE } from '../src/first-load/contract.ts';
import { CHALLENGE_DIFFICULTY } from '../supabase/functions/_shared/contact-challenge.ts';
import { launchChromium } from './chromium.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const RATE = Number(process.env.RATE ?? 4);
const SITE_DIR = process.env.SITE_DIR ?? 'dist';

interface Run {
  solveMs: number;
  /** Key derivations the solver made (the secret counter + 1). */
  derivations: number;
  longestTaskMs: number;
  solved: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Throttles every dedicated worker the page starts from now on, through its own CDP target. */
async function throttleWorkers(browserSession: CDPSession, rate: number): Promise<() => number> {
  let throttled = 0;
  let messageId = 0;
  const seen = new Set<string>();
  browserSession.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'worker' || seen.has(targetInfo.targetId)) return;
    seen.add(targetInfo.targetId);
    void browserSession
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .then(({ sessionId }) =>
        browserSession.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({
            id: ++messageId,
            method: 'Emulation.setCPUThrottlingRate',
            params: { rate },
          }),
        }),
      )
      .then(() => (throttled += 1))
      .catch((error: unknown) => console.warn('Could not throttle a worker:', String(error)));
  });
  await browserSession.send('Target.setDiscoverTargets', { discover: true });
  return () => throttled;
}

async function main(): Promise<void> {
  const workerFile = readdirSync(`${SITE_DIR}/assets`).find((name) => /^challenge-worker-.*\.js$/.test(name));
  if (!workerFile)
    throw new Error(`No challenge worker in ${SITE_DIR}/assets: build with VITE_BACKEND=local first.`);
  const site = await startSiteServer({ root: SITE_DIR, port: 0, localBackend: { dataDir: ':memory:' } });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
    // The page's deferred start-up work (sections, the form, the outbox check) is done before measuring.
    await page.waitForTimeout(3000);
    const pageSession = await context.newCDPSession(page);
    await pageSession.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const throttledWorkers = await throttleWorkers(await browser.newBrowserCDPSession(), RATE);

    // The control: the longest main-thread task of the same page, throttled alike, in 3 s without a solve.
    const idleLongestTaskMs = await page.evaluate(async () => {
      let longest = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      observer.disconnect();
      return longest;
    });

    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(
        await page.evaluate(async (workerUrl) => {
          const challenge = await (await fetch('/supabase/functions/v1/contact-challenge')).json();
          let longestTaskMs = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
          });
          observer.observe({ type: 'longtask' });
          const started = performance.now();
          const worker = new Worker(workerUrl, { type: 'module' });
          const answer = await new Promise<{ payload: string | null }>((resolve) => {
            worker.onmessage = (event) => resolve(event.data);
            worker.postMessage({ challenge });
          });
          const solveMs = performance.now() - started;
          worker.terminate();
          // Long-task entries are delivered after the task: give the observer a frame.
          await new Promise((resolve) => setTimeout(resolve, 100));
          observer.disconnect();
          const solution = answer.payload
            ? (JSON.parse(atob(answer.payload)) as { solution: { counter: number } }).solution
            : null;
          return {
            solveMs,
            derivations: (solution?.counter ?? -1) + 1,
            longestTaskMs,
            solved: solution !== null,
          };
        }, `/assets/${workerFile}`),
      );
    }
    for (const [index, run] of runs.entries()) {
      console.log(
        `run ${index + 1}: solved ${run.solved ? 'yes' : 'NO'} in ${run.solveMs.toFixed(0)} ms (${run.derivations} derivations, ${(run.solveMs / run.derivations).toFixed(2)} ms each), longest main-thread task ${run.longestTaskMs.toFixed(0)} ms`,
      );
    }
    const times = runs.map((run) => run.solveMs);
    console.log(
      `Pixel 7 profile, CPU ${RATE}× slower (page and ${throttledWorkers()} of ${RUNS} workers throttled), ${RUNS} runs: ` +
        `median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
        `${median(runs.map((run) => run.solveMs / run.derivations)).toFixed(2)} ms per derivation, so the hardest challenge ` +
        `(${CHALLENGE_DIFFICULTY.counterMax + 1} derivations) about ${(median(runs.map((run) => run.solveMs / run.derivations)) * (CHALLENGE_DIFFICULTY.counterMax + 1)).toFixed(0)} ms; ` +
        `longest main-thread task during any solve ${Math.max(...runs.map((run) => run.longestTaskMs)).toFixed(0)} ms ` +
        `(in 3 s of the same page without a solve: ${idleLongestTaskMs.toFixed(0)} ms)`,
    );
    if (runs.some((run) => !run.solved)) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
