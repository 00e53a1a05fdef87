import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { packListJson, packListSchema } from '../src/lib/offline-pack/pack-list';
import { packOnlyPageGlobs } from './offline-files';
import { buildPackList } from './offline-pack-list';

async function distWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pack-list-'));
  for (const [file, body] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), body);
  }
  return dir;
}

describe('offline pack list', () => {
  it('lists pages by their clean URL and files by path, with sizes and revisions, without staff code or the share image', async () => {
    const dist = await distWith({
      'index.html': '<p>home</p>',
      'de.html': '<p>start</p>',
      'de/projects/grabbeallee-68/apartments/2.3.1.html': '<p>unit</p>',
      '404.html': 'nope',
      'assets/entry-abc.js': 'code',
      'images/render.0a1b2c3d4e-768.avif': 'pixels',
      'screenshots/home-wide.png': 'shot',
      'og-image.jpg': 'share image',
      'sw.js': 'worker',
      'robots.txt': 'text',
      'assets/desk-def.js': 'staff code',
      '.vite/manifest.json': JSON.stringify({
        'src/entry-client.tsx': {
          file: 'assets/entry-abc.js',
          isEntry: true,
          dynamicImports: ['src/routes/{-$locale}/desk.tsx?tsr-split=component'],
        },
        'src/routes/{-$locale}/desk.tsx?tsr-split=component': {
          file: 'assets/desk-def.js',
          isDynamicEntry: true,
        },
      }),
    });
    const list = await buildPackList(dist);
    expect(list.files.map((file) => file.url).sort()).toEqual([
      '/',
      '/assets/entry-abc.js',
      '/de',
      '/de/projects/grabbeallee-68/apartments/2.3.1',
      '/images/render.0a1b2c3d4e-768.avif',
    ]);
    const page = list.files.find((file) => file.url === '/')!;
    expect(page).toMatchObject({ bytes: 11, revision: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(list.files.find((file) => file.url === '/assets/entry-abc.js')?.revision).toBeNull();

    // What the device page reads back is what the build listed.
    expect(v.parse(packListSchema, JSON.parse(packListJson(list)))).toEqual(list);

    const changed = await buildPackList(
      await distWith({ 'index.html': '<p>new home</p>', '.vite/manifest.json': '{}' }),
    );
    expect(changed.build).not.toBe(list.build);
  });

  it('keeps the field-kit pages and the floor pages out of the precache, in both languages', () => {
    expect(packOnlyPageGlobs()).toEqual([
      'projects/grabbeallee-68/apartments/**',
      'projects/grabbeallee-68/floors/**',
      'projects/grabbeallee-68/compare.html',
      'device.html',
      'de/projects/grabbeallee-68/apartments/**',
      'de/projects/grabbeallee-68/floors/**',
      'de/projects/grabbeallee-68/compare.html',
      'de/device.html',
    ]);
  });
});
