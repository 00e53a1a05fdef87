import { describe, expect, it } from 'vitest';

import { median, medianByLongestTask, medianRun, pageVerdicts, type PageRun } from './stats';

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

describe('medianByLongestTask', () => {
  const trace = (longestTask: number) => ({
    firstContentfulPaint: 700,
    hydrated: 5000,
    longTasks: [],
    longestTask,
  });

  it('takes the trace in the middle by its longest task', () => {
    expect(medianByLongestTask([trace(62), trace(41), trace(55)]).longestTask).toBe(55);
  });

  it('takes the lower middle of an even count (a real trace, not an average)', () => {
    expect(medianByLongestTask([trace(70), trace(40), trace(52), trace(45)]).longestTask).toBe(45);
  });

  it('refuses no traces', () => {
    expect(() => medianByLongestTask([])).toThrow();
  });
});
