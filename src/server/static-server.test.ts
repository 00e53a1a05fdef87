// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { resolveRequest } from './static-server';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(root, 'de/projects'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  for (const file of [
    'index.html',
    'de.html',
    'team.html',
    'de/team.html',
    '404.html',
    'de/404.html',
    'assets/a.js',
    'de/projects/grabbeallee-68.html',
  ]) {
    await writeFile(join(root, file), file);
  }
});

describe('resolveRequest', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/de', 'de.html', 200],
    ['/team', 'team.html', 200],
    ['/de/team', 'de/team.html', 200],
    ['/de/projects/grabbeallee-68', 'de/projects/grabbeallee-68.html', 200],
    ['/assets/a.js', 'assets/a.js', 200],
    ['/nothing', '404.html', 404],
    ['/de/nothing', 'de/404.html', 404],
    // The service worker precaches pages by their file names.
    ['/team.html', 'team.html', 200],
    ['/../../etc/passwd', '404.html', 404],
  ])('%s -> %s (%i)', async (path, file, status) => {
    const resolved = await resolveRequest(root, path);
    expect(resolved).toEqual({ file: join(root, file), status });
  });
});
