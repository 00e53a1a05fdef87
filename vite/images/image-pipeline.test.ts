// @vitest-environment node
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildImages, manifestModule } from './image-pipeline';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-'));
  const sources = join(dir, 'sources');
  await rm(sources, { recursive: true, force: true });
  await import('node:fs/promises').then((fs) => fs.mkdir(sources));
  // A 900×600 photo and a 300×200 drawing: the photo gets the standard widths up to 900, the drawing its own.
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f4f4f' } })
    .jpeg()
    .toFile(join(sources, 'photo.jpg'));
  await writeFile(
    join(sources, 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#e8e4d9"/></svg>',
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('buildImages', () => {
  it('encodes AVIF, WebP and JPEG at widths no wider than the source, then reuses the cache', async () => {
    const options = { sourceDir: join(dir, 'sources'), cacheDir: join(dir, 'cache') };
    const first = await buildImages(options);
    const photo = first.assets.find((asset) => asset.name === 'photo')!;
    const drawing = first.assets.find((asset) => asset.name === 'drawing')!;
    expect(photo).toMatchObject({ width: 900, height: 600, widths: [480, 768] });
    expect(photo.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(drawing).toMatchObject({ width: 300, height: 200, widths: [300] });
    expect(first.encoded).toBe(9);

    const files = (await readdir(options.cacheDir)).filter((file) => !file.endsWith('.json')).sort();
    expect(files).toEqual(
      [`drawing.${drawing.hash}-300`, `photo.${photo.hash}-480`, `photo.${photo.hash}-768`].flatMap((base) =>
        ['avif', 'jpg', 'webp'].map((format) => `${base}.${format}`),
      ),
    );
    const avif = await sharp(join(options.cacheDir, `photo.${photo.hash}-480.avif`)).metadata();
    expect(avif).toMatchObject({ format: 'heif', width: 480, height: 320 });

    const second = await buildImages(options);
    expect(second.encoded).toBe(0);
    expect(second.reused).toBe(9);
    expect(second.assets).toEqual(first.assets);
  });

  it('writes a typed manifest module', async () => {
    const source = manifestModule([
      { name: 'park', width: 10, height: 5, hash: 'abc', widths: [10], color: '#000000' },
    ]);
    expect(source).toContain(`'park': {"name":"park"`);
    expect(source).toContain('satisfies Record<string, ImageAsset>');
  });
});
