/**
 * `npm run bench`: builds the site, serves it (with the embedded backend, in memory) and runs
 * Lighthouse (mobile) three times on each measured page and, in the same run and interleaved with
 * them, on the floor: a bare page with only the home hero (floor-page.ts). Prints the medians with
 * FCP and LCP as ratios to the floor, the longest main-thread tasks of the home page with
 * Chromium's 4× CPU throttling, the precache of a first visit, and every target with pass/fail.
 * Writes the figures to bench/results/<time>.json (git-ignored).
 *
 *   npm run bench                      build, then measure everything
 *   npm run bench -- --no-build        measure the current dist/
 *   npm run bench -- --runs 1 --pages /,/team
 *   npm run bench -- --trace-runs 3     fewer home/floor traces for the long-task check (default 7)
 *   npm run bench -- --no-build --dist /tmp/old-dist   measure another build
 *   npm run bench -- --reports          also keep every Lighthouse report (bench/results/<time>/)
 *   npm run bench -- --interaction-runs 1   fewer runs of the interaction bench (default 3; 0 skips it)
 *
 * Last, the interaction bench (interactions.ts): taps at 4× CPU on a phone, idle, soon after arriving and early, with its
 * floor (a button opening a <dialog>) in the same run.
 *
 * Ports: BENCH_PORT (site, default 4292) and BENCH_FLOOR_PORT (floor, default 4392). A local-mode build gets
 * the embedded backend under the site's origin (server/site-server.ts), as with `npm start`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

import { COMPRESSIBLE_EXTENSIONS } from '../../server/compressed-body.ts';
import { startSiteServer } from '../../server/site-server.ts';
import { DEFAULT_DEVICE_WIDTH, precacheForDevice } from '../../src/site-map/device-image-width.ts';
import { formatPrecacheSize, precachedUrls, precacheSize, transferSizeOf } from '../../vite/precache-size.ts';
import { BENCH_PAGES } from './bench-pages.ts';
import { startFloorServer } from './floor-page.ts';
import { measureInteractions, printInteractionReport, type InteractionResult } from './interactions.ts';
import { LIGHTHOUSE_VERSION, runLighthouse } from './lighthouse.ts';
import { measureLongTasks, type LongTaskReport } from './long-tasks.ts';
import {
  longTaskVerdicts,
  medianRun,
  medianTrace,
  pageVerdicts,
  TARGETS,
  type PageRun,
  type Verdict,
} from './stats.ts';

const FLOOR = 'floor';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // A trace is cheap and one task's length varies widely between runs on a shared machine, so the
    // long-task check takes the median of more runs than Lighthouse does.
    'trace-runs': { type: 'string', default: '7' },
    pages: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    reports: { type: 'boolean', default: false },
    'interaction-runs': { type: 'string', default: '3' },
  },
});
const runs = Number(values.runs);
const traceRuns = Number(values['trace-runs']);
const interactionRuns = Number(values['interaction-runs']);
const pages = values.pages ? values.pages.split(',') : BENCH_PAGES;
const sitePort = Number(process.env.BENCH_PORT ?? 4292);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4392);
const dist = values.dist;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!values['no-build']) {
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { VITE_BACKEND: 'local', ...process.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// What a phone of Lighthouse's class precaches on its first visit (one image width: site-map/device-image-width.ts).
const precache = precacheSize(
  dist,
  precacheForDevice(precachedUrls(readFileSync(join(dist, 'sw.js'), 'utf8')), DEFAULT_DEVICE_WIDTH),
);
const workerBytes = transferSizeOf(join(dist, 'sw.js'));
const firstVisitKiB = (precache.transferBytes + workerBytes) / 1024;
const site = await startSiteServer({ root: dist, port: sitePort, localBackend: { dataDir: ':memory:' } });
const floor = await startFloorServer(dist, floorPort);
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
console.log(`Load average at start: ${load()} (1, 5, 15 min)`);

/** Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): such a run is run again. */
async function runLighthouseWithRetries(url: string, attempts = 3): ReturnType<typeof runLighthouse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  (run failed, again: ${
          String(error)
            .split('\n')
            .find((line) => /\(\w+\)$/.test(line)) ?? 'see above'
        })`,
      );
    }
  }
}

/**
 * The server compresses each text file on its first request and keeps it (compressed-body.ts):
 * ask for every one once, so no measured run pays for the compression.
 */
async function warmUp(root: string, origin: string): Promise<number> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith('.'));
  for (const path of files) {
    await fetch(`${origin}/${path}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  }
  return files.length;
}

try {
  const warmed = await warmUp(dist, `http://localhost:${sitePort}`);
  console.log(`Compressed ${warmed} text files ahead of the runs.`);
  const targets = [FLOOR, ...pages];
  const urlOf = (target: string) =>
    target === FLOOR ? `http://localhost:${floorPort}/` : `http://localhost:${sitePort}${target}`;
  const results = new Map<string, (PageRun & { failedAudits: string[] })[]>(targets.map((t) => [t, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const target of targets) {
      const { run, report } = await runLighthouseWithRetries(urlOf(target));
      if (values.reports) {
        const dir = join('bench/results', stamp);
        mkdirSync(dir, { recursive: true });
        const name = target === FLOOR ? FLOOR : target.replace(/[^\w]+/g, '_');
        writeFileSync(join(dir, `${name}-${round}.json`), JSON.stringify(report));
      }
      results.get(target)!.push(run);
      console.log(
        `  run ${round}/${runs} ${target.padEnd(44)} perf ${run.performance}  FCP ${Math.round(run.fcp)}  LCP ${Math.round(run.lcp)}  TBT ${Math.round(run.tbt)}  (load ${load()})`,
      );
    }
  }
  const medians = new Map(targets.map((target) => [target, medianRun(results.get(target)!)]));
  const floorRun = medians.get(FLOOR)!;

  const table = targets.map((target) => {
    const m = medians.get(target)!;
    return {
      page: target,
      perf: m.performance,
      a11y: m.accessibility,
      bp: m.bestPractices,
      seo: m.seo,
      'FCP ms': Math.round(m.fcp),
      'FCP/floor': (m.fcp / floorRun.fcp).toFixed(2),
      'LCP ms': Math.round(m.lcp),
      'LCP/floor': (m.lcp / floorRun.lcp).toFixed(2),
      'TBT ms': Math.round(m.tbt),
      CLS: m.cls.toFixed(3),
      kB: Math.round(m.bytes / 1000),
      'JS kB': Math.round(m.jsBytes / 1000),
    };
  });
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, medians of ${runs} run(s):`);
  console.table(table);

  const failedAudits = Object.fromEntries(
    pages.map((page) => [page, [...new Set(results.get(page)!.flatMap((run) => run.failedAudits))]]),
  );
  for (const [page, audits] of Object.entries(failedAudits)) {
    if (audits.length) console.log(`  audits below 0.9 on ${page}: ${audits.join(', ')}`);
  }

  console.log(
    `\nHome page in Chromium, 4× CPU, slow 4G, first visit (trace, ${traceRuns} run(s), the median run by its longest task after the navigation commit):`,
  );
  // Interleaved with the floor, as the Lighthouse runs; one trace's longest task is too noisy to judge.
  const homeTraces: LongTaskReport[] = [];
  const floorTraces: LongTaskReport[] = [];
  for (let run = 0; run < traceRuns; run += 1) {
    homeTraces.push(await measureLongTasks(urlOf('/')));
    floorTraces.push(await measureLongTasks(urlOf(FLOOR), { hydrates: false }));
  }
  const tasks = medianTrace(homeTraces, (trace) => trace.longestPageTask);
  const floorTasks = medianTrace(floorTraces, (trace) => trace.navigationCommit);
  console.log(
    `  first contentful paint ${Math.round(tasks.firstContentfulPaint)} ms, hydrated ${Math.round(tasks.hydrated)} ms, navigation commit ${Math.round(tasks.navigationCommit)} ms, longest task after it ${Math.round(tasks.longestPageTask)} ms`,
  );
  console.log(
    `  the floor, same conditions: first contentful paint ${Math.round(floorTasks.firstContentfulPaint)} ms, navigation commit ${Math.round(floorTasks.navigationCommit)} ms, longest task after it ${Math.round(floorTasks.longestPageTask)} ms`,
  );
  for (const task of tasks.longTasks.slice(0, 8)) {
    console.log(`  task of ${Math.round(task.duration)} ms at ${Math.round(task.start)} ms: ${task.work}`);
  }
  console.log(`\n${formatPrecacheSize(precache)}; the worker itself ${(workerBytes / 1000).toFixed(1)} kB`);

  let interactions: InteractionResult[] = [];
  if (interactionRuns > 0) {
    console.log('\nInteractions (interactions.ts):');
    interactions = await measureInteractions({
      siteOrigin: urlOf('/').replace(/\/$/, ''),
      floorOrigin: urlOf(FLOOR).replace(/\/$/, ''),
      runs: interactionRuns,
    });
  }
  const interactionVerdicts = interactions.length
    ? printInteractionReport(interactions, interactionRuns)
    : [];

  const verdicts: Verdict[] = [
    ...pages.flatMap((page) => pageVerdicts(page, medians.get(page)!, floorRun)),
    ...longTaskVerdicts(homeTraces, floorTraces),
    {
      target: `first visit on a phone (precache + worker) ≤ ${TARGETS.maxFirstVisitKiB} KiB`,
      actual: `${Math.round(firstVisitKiB)} KiB in ${precache.files + 1} files`,
      pass: firstVisitKiB <= TARGETS.maxFirstVisitKiB,
    },
    ...interactionVerdicts,
  ];
  console.log('\nTargets:');
  for (const verdict of verdicts) {
    console.log(`  ${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.target.padEnd(58)} ${verdict.actual}`);
  }
  const passed = verdicts.filter((verdict) => verdict.pass).length;
  console.log(`  ${passed}/${verdicts.length} targets met. Load average at end: ${load()}`);

  mkdirSync('bench/results', { recursive: true });
  const file = join('bench/results', `${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        startedAt,
        lighthouse: LIGHTHOUSE_VERSION,
        loadAverageAtEnd: loadavg(),
        runs: Object.fromEntries(results),
        medians: Object.fromEntries(medians),
        longTasks: homeTraces,
        floorLongTasks: floorTraces,
        precache,
        workerBytes,
        interactions,
        verdicts,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${file}`);
} finally {
  floor.close();
  await site.close();
}
