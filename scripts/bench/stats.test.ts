import { describe, expect, it } from 'vitest';

import type { LongTaskReport } from './long-tasks';
import { longTaskVerdicts, median, medianRun, medianTrace, pageVerdicts, type PageRun } from './stats';

const run = (overrides: Partial<PageRun> = {}): PageRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 600,
  lcp: 900,
  tbt: 0,
  cls: 0,
  bytes: 100_000,
  jsBytes: 50_000,
  ...overrides,
});

const report = (overrides: Partial<LongTaskReport> = {}): LongTaskReport => ({
  firstContentfulPaint: 700,
  hydrated: 5000,
  longTasks: [],
  longestTask: 60,
  navigationCommit: 50,
  longestPageTask: 40,
  ...overrides,
});

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes the median of every metric separately', () => {
    const result = medianRun([
      run({ fcp: 500, tbt: 300 }),
      run({ fcp: 900, tbt: 10 }),
      run({ fcp: 700, tbt: 20 }),
    ]);
    expect(result.fcp).toBe(700);
    expect(result.tbt).toBe(20);
  });

  it('compares FCP and LCP with the floor of the same run and checks every target', () => {
    const floor = run();
    const verdicts = pageVerdicts(
      '/',
      run({ fcp: 600 * 1.4, lcp: 900 * 1.2, tbt: 120, accessibility: 94 }),
      floor,
    );
    const failed = verdicts.filter((verdict) => !verdict.pass).map((verdict) => verdict.target);
    expect(failed).toEqual(['/: accessibility = 100', '/: FCP ≤ 1.3× floor', '/: TBT ≤ 100 ms']);
    expect(pageVerdicts('/', run(), floor).every((verdict) => verdict.pass)).toBe(true);
  });
});

describe('medianTrace', () => {
  const trace = (longestPageTask: number) => report({ longestPageTask });

  it('takes the trace in the middle by the figure asked for', () => {
    expect(medianTrace([trace(62), trace(41), trace(55)], (t) => t.longestPageTask).longestPageTask).toBe(55);
  });

  it('takes the lower middle of an even count (a real trace, not an average)', () => {
    const traces = [trace(70), trace(40), trace(52), trace(45)];
    expect(medianTrace(traces, (t) => t.longestPageTask).longestPageTask).toBe(45);
  });

  it('refuses no traces', () => {
    expect(() => medianTrace([], (t) => t.longestTask)).toThrow();
  });
});

describe('longTaskVerdicts', () => {
  const floor = [
    report({ navigationCommit: 55 }),
    report({ navigationCommit: 52 }),
    report({ navigationCommit: 66 }),
  ];

  it("passes when the page's own tasks stay under 50 ms and its commit is near the floor's", () => {
    const home = [
      report({ navigationCommit: 54, longestPageTask: 48 }),
      report({ navigationCommit: 64, longestPageTask: 44 }),
      report({ navigationCommit: 51, longestPageTask: 61 }),
    ];
    const verdicts = longTaskVerdicts(home, floor);
    expect(verdicts.map((verdict) => verdict.pass)).toEqual([true, true]);
    expect(verdicts[0]!.actual).toBe('longest 48 ms (runs: 48, 44, 61)');
    expect(verdicts[1]!.actual).toMatch(/^0\.98×: 54 ms .* floor 55 ms/);
  });

  it('fails on a long task of the page after the commit, or a commit far above the floor', () => {
    const home = [
      report({ navigationCommit: 90, longestPageTask: 66 }),
      report({ navigationCommit: 80, longestPageTask: 58 }),
    ];
    expect(longTaskVerdicts(home, floor).map((verdict) => verdict.pass)).toEqual([false, false]);
  });
});
