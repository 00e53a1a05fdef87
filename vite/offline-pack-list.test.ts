import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { packBundleSchema } from '../src/lib/offline-pack/pack-bundle';
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

const POLICIES = {
  'index.html': "script-src 'self' 'sha256-home'",
  'de.html': "script-src 'self' 'sha256-start'",
  'de/projects/grabbeallee-68/apartments/2.3.1.html': "script-src 'self' 'sha256-unit'",
};

describe('offline pack list', () => {
  it('lists pages by their clean URL and files by path, with sizes and revisions, without staff code or the share image', async () => {
    const dist = await distWith({
      'index.html': '<p>home</p>',
      'de.html': '<p>start</p>',
      'de/projects/grabbeallee-68/apartments/2.3.1.html': '<p>unit</p>',
      '404.html': 'nope',
      'assets/entry-abc.js': 'code',
      'brand/logo.svg': '<svg/>',
      'de/manifest.webmanifest': '{"lang":"de"}',
      'icons/icon-192.png': 'png',
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
    const { list, bundles } = await buildPackList(dist, POLICIES);
    expect(list.files.map((file) => file.url).sort()).toEqual([
      '/',
      '/assets/entry-abc.js',
      '/brand/logo.svg',
      '/de',
      '/de/manifest.webmanifest',
      '/de/projects/grabbeallee-68/apartments/2.3.1',
      '/icons/icon-192.png',
      '/images/render.0a1b2c3d4e-768.avif',
    ]);
    const page = list.files.find((file) => file.url === '/')!;
    expect(page).toMatchObject({
      bytes: 11,
      revision: expect.stringMatching(/^[0-9a-f]{32}$/),
      bundle: '/offline-pack/en.json',
    });
    expect(list.files.find((file) => file.url === '/assets/entry-abc.js')).toMatchObject({
      revision: null,
      bundle: '/offline-pack/code.json',
    });

    // What the device page reads back is what the build listed.
    expect(v.parse(packListSchema, JSON.parse(packListJson(list)))).toEqual(list);

    // Each language's pages travel together, as written, with their revision and policy; the hashed code in one.
    expect([...bundles.keys()].sort()).toEqual([
      '/offline-pack/code.json',
      '/offline-pack/de.json',
      '/offline-pack/en.json',
    ]);
    const carried = (url: string) => v.parse(packBundleSchema, JSON.parse(bundles.get(url)!));
    const german = carried('/offline-pack/de.json');
    expect(german['/de/projects/grabbeallee-68/apartments/2.3.1']).toEqual({
      revision: list.files.find((file) => file.url === '/de/projects/grabbeallee-68/apartments/2.3.1')!
        .revision,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "script-src 'self' 'sha256-unit'",
      },
      body: '<p>unit</p>',
    });
    // Other text without a hash goes with its language, by path; a picture stays a single file.
    expect(Object.keys(german).sort()).toEqual([
      '/de',
      '/de/manifest.webmanifest',
      '/de/projects/grabbeallee-68/apartments/2.3.1',
    ]);
    expect(carried('/offline-pack/en.json')['/brand/logo.svg']).toMatchObject({
      headers: { 'content-type': 'image/svg+xml' },
      body: '<svg/>',
    });
    expect(list.files.find((file) => file.url === '/icons/icon-192.png')).not.toHaveProperty('bundle');
    expect(carried('/offline-pack/code.json')).toEqual({
      '/assets/entry-abc.js': {
        revision: null,
        headers: { 'content-type': 'text/javascript; charset=utf-8' },
        body: 'code',
      },
    });
    // Pictures stay single files: they are compressed already.
    expect(list.files.find((file) => file.url.startsWith('/images/'))).not.toHaveProperty('bundle');

    const changed = await buildPackList(
      await distWith({ 'index.html': '<p>new home</p>', '.vite/manifest.json': '{}' }),
      POLICIES,
    );
    expect(changed.list.build).not.toBe(list.build);
  });

  it('refuses a page without its policy, which would store it unable to run its scripts', async () => {
    const dist = await distWith({ 'team.html': '<p>team</p>', '.vite/manifest.json': '{}' });
    await expect(buildPackList(dist, POLICIES)).rejects.toThrow('no Content-Security-Policy for team.html');
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
