/**
 * One Lighthouse run (12.8.2, mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU),
 * through `npx` so Lighthouse is never a dependency of the project.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromiumExecutable } from '../chromium.ts';
import type { PageRun } from './stats.ts';

export const LIGHTHOUSE_VERSION = '12.8.2';

interface Audit {
  numericValue?: number;
  score?: number | null;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}

/** The Lighthouse report reduced to the bench's figures, plus the failed audits (for the notes). */
export function pageRunFromReport(report: LighthouseResult): PageRun & { failedAudits: string[] } {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  const failedAudits = Object.entries(report.audits)
    .filter(([, audit]) => typeof audit.score === 'number' && audit.score < 0.9 && audit.details)
    .map(([id]) => id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? 0,
    failedAudits,
  };
}

export async function runLighthouse(
  url: string,
): Promise<{ run: PageRun & { failedAudits: string[] }; report: unknown }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  const args = [
    '-y',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('npx', args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, CHROME_PATH: chromiumExecutable() ?? process.env.CHROME_PATH },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.slice(-800)}`)),
      );
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    return { run: pageRunFromReport(report), report };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
