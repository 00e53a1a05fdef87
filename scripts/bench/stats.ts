/** Medians, floor ratios and the performance targets: pure, so the bench's verdicts are unit-tested. */

import type { LongTaskReport } from './long-tasks.ts';

export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Transferred bytes, all resources / scripts only. */
  bytes: number;
  jsBytes: number;
}

export type Metric = keyof PageRun;

export const METRICS: Metric[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'bytes',
  'jsBytes',
];

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianRun(runs: PageRun[]): PageRun {
  return Object.fromEntries(
    METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]),
  ) as unknown as PageRun;
}

/** The trace in the middle by one of its figures (the lower middle one of an even count): a real trace, not an average. */
export function medianTrace(
  reports: LongTaskReport[],
  figure: (report: LongTaskReport) => number,
): LongTaskReport {
  if (reports.length === 0) throw new Error('No trace to take the median of.');
  const sorted = [...reports].sort((a, b) => figure(a) - figure(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The performance targets; FCP and LCP are compared with the floor measured in the same run. */
export const TARGETS = {
  minPerformance: 98,
  /** Accessibility, best practices and SEO. */
  minOtherScores: 100,
  maxRatioToFloor: 1.3,
  maxTbtMs: 100,
  maxCls: 0.01,
  maxTaskMs: 50,
  /** A phone's first visit: the worker's precache and the worker itself, in KiB transferred. */
  maxFirstVisitKiB: 1150,
} as const;

export interface Verdict {
  target: string;
  actual: string;
  pass: boolean;
}

/**
 * The home page's tasks at 4× CPU, medians of its traces and the floor's (`--trace-runs`). Its own tasks
 * (everything after the navigation commit) must stay under the long-task limit. The navigation
 * commit is the browser setting up the document (with the site's COOP, in a new renderer process),
 * which a bare page pays too, so it is held to the floor, as FCP and LCP are.
 */
export function longTaskVerdicts(home: LongTaskReport[], floor: LongTaskReport[]): Verdict[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const runs = (reports: LongTaskReport[], figure: (report: LongTaskReport) => number) =>
    reports.map((report) => Math.round(figure(report))).join(', ');
  const pageTask = median(home.map((report) => report.longestPageTask));
  const commit = median(home.map((report) => report.navigationCommit));
  const floorCommit = median(floor.map((report) => report.navigationCommit));
  const commitRatio = commit / floorCommit;
  return [
    {
      target: `home page: no task of its own over ${TARGETS.maxTaskMs} ms (4× CPU)`,
      actual: `longest ${ms(pageTask)} (runs: ${runs(home, (report) => report.longestPageTask)})`,
      pass: pageTask <= TARGETS.maxTaskMs,
    },
    {
      target: `home page: navigation commit ≤ ${TARGETS.maxRatioToFloor}× floor (4× CPU)`,
      actual: `${commitRatio.toFixed(2)}×: ${ms(commit)} (runs: ${runs(home, (report) => report.navigationCommit)}), floor ${ms(floorCommit)} (runs: ${runs(floor, (report) => report.navigationCommit)})`,
      pass: commitRatio <= TARGETS.maxRatioToFloor,
    },
  ];
}

export function pageVerdicts(path: string, page: PageRun, floor: PageRun): Verdict[] {
  const ratio = (value: number, base: number) => value / base;
  const verdicts: Verdict[] = [
    {
      target: `${path}: performance ≥ ${TARGETS.minPerformance}`,
      actual: String(page.performance),
      pass: page.performance >= TARGETS.minPerformance,
    },
  ];
  for (const [name, score] of [
    ['accessibility', page.accessibility],
    ['best practices', page.bestPractices],
    ['SEO', page.seo],
  ] as const) {
    verdicts.push({
      target: `${path}: ${name} = ${TARGETS.minOtherScores}`,
      actual: String(score),
      pass: score >= TARGETS.minOtherScores,
    });
  }
  for (const [name, value, base] of [
    ['FCP', page.fcp, floor.fcp],
    ['LCP', page.lcp, floor.lcp],
  ] as const) {
    const r = ratio(value, base);
    verdicts.push({
      target: `${path}: ${name} ≤ ${TARGETS.maxRatioToFloor}× floor`,
      actual: `${r.toFixed(2)}×`,
      pass: r <= TARGETS.maxRatioToFloor,
    });
  }
  verdicts.push(
    {
      target: `${path}: TBT ≤ ${TARGETS.maxTbtMs} ms`,
      actual: `${Math.round(page.tbt)} ms`,
      pass: page.tbt <= TARGETS.maxTbtMs,
    },
    {
      target: `${path}: CLS ≤ ${TARGETS.maxCls}`,
      actual: page.cls.toFixed(3),
      pass: page.cls <= TARGETS.maxCls,
    },
  );
  return verdicts;
}
