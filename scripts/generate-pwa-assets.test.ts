import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { brandColors } from '@/content/brand';

import {
  compressPng,
  fullBleedMarkSvg,
  looksIdentical,
  markSvg,
  MASKABLE_TILE_SCALE,
  SCREENSHOTS,
} from './generate-pwa-assets';

const PUBLIC_DIR = join(process.cwd(), 'public');

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

async function rasterise(svg: string) {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe('SVG markup', () => {
  it('renders the mark as a standalone SVG document of the requested size', () => {
    const svg = markSvg(192);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="192" height="192"/);
    expect(svg).toContain('viewBox="0 0 48 48"');
  });

  it('keeps the maskable drawing inside the central safe-zone circle (radius 40 %)', async () => {
    const size = 512;
    const { data, info } = await rasterise(fullBleedMarkSvg(size));
    const green = hexToRgb(brandColors.green);
    const centre = size / 2;
    const safeRadius = 0.4 * size;
    let outsideDrawing = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= safeRadius) continue;
        const i = (y * info.width + x) * 4;
        const isGreen =
          green.every((channel, c) => Math.abs(data[i + c]! - channel) <= 1) && data[i + 3] === 255;
        if (!isGreen) outsideDrawing++;
      }
    }
    expect(MASKABLE_TILE_SCALE).toBeLessThanOrEqual(0.8);
    expect(outsideDrawing).toBe(0);
  });
});

describe('PNG compression', () => {
  it('keeps an image visually identical and never larger than full colour', async () => {
    const original = await sharp(Buffer.from(markSvg(192)))
      .png()
      .toBuffer();
    const compressed = await compressPng(original);
    expect(await looksIdentical(original, compressed)).toBe(true);
    expect(compressed.length).toBeLessThanOrEqual(
      (await sharp(original).png({ compressionLevel: 9 }).toBuffer()).length,
    );
  });

  it('tells visibly different images apart', async () => {
    const a = await sharp(Buffer.from(markSvg(64)))
      .png()
      .toBuffer();
    const b = await sharp(Buffer.from(fullBleedMarkSvg(64)))
      .png()
      .toBuffer();
    expect(await looksIdentical(a, b)).toBe(false);
  });
});

describe('generated files in public/', () => {
  const pngs: [path: string, width: number, height: number][] = [
    ['icons/icon-192.png', 192, 192],
    ['icons/icon-512.png', 512, 512],
    ['icons/maskable-192.png', 192, 192],
    ['icons/maskable-512.png', 512, 512],
    ['icons/apple-touch-icon.png', 180, 180],
    ['icons/favicon-32.png', 32, 32],
    ...SCREENSHOTS.map((shot): [string, number, number] => [
      shot.path,
      shot.context.viewport.width * shot.context.deviceScaleFactor,
      shot.context.viewport.height * shot.context.deviceScaleFactor,
    ]),
  ];

  it.each(pngs)('%s is %i×%i', async (path, width, height) => {
    const metadata = await sharp(join(PUBLIC_DIR, path)).metadata();
    expect([metadata.width, metadata.height]).toEqual([width, height]);
  });

  it('makes the Apple touch icon and the maskable icons fully opaque', async () => {
    for (const path of ['icons/apple-touch-icon.png', 'icons/maskable-192.png', 'icons/maskable-512.png']) {
      expect((await sharp(join(PUBLIC_DIR, path)).stats()).isOpaque, path).toBe(true);
    }
  });

  it('writes favicon.svg as the current mark', async () => {
    expect(await readFile(join(PUBLIC_DIR, 'favicon.svg'), 'utf8')).toBe(`${markSvg(48)}\n`);
  });
});
