// @vitest-environment node
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildIsStale } from './build-freshness';

let root: string;

/** Sets a file's modification time, in seconds from now. */
const touch = (file: string, secondsFromNow: number) => {
  const time = new Date(Date.now() + secondsFromNow * 1000);
  return utimes(join(root, file), time, time);
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'freshness-'));
  await mkdir(join(root, 'src'), { recursive: true });
  await mkdir(join(root, 'vite'), { recursive: true });
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(join(root, 'src/app.ts'), 'app');
  await writeFile(join(root, 'vite/plugin.ts'), 'plugin');
  await writeFile(join(root, 'dist/sw.js'), 'precacheAndRoute([{"url":"index.html","revision":"1"}])');
  await touch('src/app.ts', -60);
  await touch('vite/plugin.ts', -60);
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('buildIsStale', () => {
  it('is false for a finished build newer than its sources', async () => {
    expect(await buildIsStale(root)).toBe(false);
  });

  it('is true without a build, or when a source or a build plugin changed since', async () => {
    await touch('vite/plugin.ts', 60);
    expect(await buildIsStale(root)).toBe(true);
    await touch('vite/plugin.ts', -60);
    await touch('src/app.ts', 60);
    expect(await buildIsStale(root)).toBe(true);
    await rm(join(root, 'dist/sw.js'));
    expect(await buildIsStale(root)).toBe(true);
  });

  it('leaves tests out: a changed test needs no new build', async () => {
    await writeFile(join(root, 'vite/plugin.test.ts'), 'test');
    // Only the file's own time: adding a file also renews its folder's, which counts (a removed source).
    await touch('vite', -60);
    expect(await buildIsStale(root)).toBe(false);
    await touch('vite/plugin.test.ts', -60);
    await touch('vite/plugin.ts', 60);
    expect(await buildIsStale(root)).toBe(true);
  });

  it('is true for a build cut short before the worker got its precache list', async () => {
    await writeFile(join(root, 'dist/sw.js'), 'precacheAndRoute(self.__WB_MANIFEST)');
    expect(await buildIsStale(root)).toBe(true);
  });
});
