/**
 * The responsive image pipeline: every source in src/assets/images/ becomes variants at the widths
 * of VARIANT_WIDTHS (never upscaled), quality 80, in AVIF, WebP and a JPEG fallback, plus a typed
 * manifest entry (size, widths, dominant colour). Encoded files are cached under the cache folder,
 * keyed by a hash of the source bytes and the settings, so an unchanged image is never encoded twice.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';

import sharp, { type OutputInfo } from 'sharp';

import {
  VARIANT_FORMATS,
  VARIANT_QUALITY,
  heightAt,
  variantFileName,
  variantWidths,
  type ImageAsset,
  type VariantFormat,
} from '../../src/site-map/image-asset.ts';
import { listImageSources, type ImageSource } from './image-sources.ts';

/** Bump when the encoding changes, so cached variants are rebuilt. */
const PIPELINE_VERSION = 1;
const PAPER = '#F6F3EC';

export interface BuiltImages {
  assets: ImageAsset[];
  /** Every variant file: its name under /images/ and its path in the cache folder. */
  files: { fileName: string; path: string }[];
  encoded: number;
  reused: number;
}

export function sourceHash(source: Buffer): string {
  return createHash('sha256')
    .update(JSON.stringify({ PIPELINE_VERSION, VARIANT_QUALITY, VARIANT_FORMATS }))
    .update(source)
    .digest('hex')
    .slice(0, 10);
}

interface Decoded {
  data: Buffer;
  info: OutputInfo;
}

/** Decodes (or, for a drawing, rasterises) a source once; every variant is resized from these pixels. */
async function decode(bytes: Buffer): Promise<Decoded> {
  return sharp(bytes, { density: 72 })
    .rotate()
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

function encode(pixels: Decoded, width: number, format: VariantFormat): Promise<Buffer> {
  const { info } = pixels;
  const resized = sharp(pixels.data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).resize({
    width,
    withoutEnlargement: true,
  });
  switch (format) {
    case 'avif':
      // AVIF's quality scale runs lower than WebP's for the same look; effort 2 keeps cold builds short.
      return resized.avif({ quality: VARIANT_QUALITY - 20, effort: 2 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: VARIANT_QUALITY, effort: 4 }).toBuffer();
    case 'jpg':
      return resized
        .flatten({ background: PAPER })
        .jpeg({ quality: VARIANT_QUALITY, mozjpeg: true })
        .toBuffer();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(path: string, content: Buffer | string) {
  // Write then rename: a build interrupted half-way never leaves a truncated file in the cache.
  await writeFile(`${path}.tmp`, content);
  await rename(`${path}.tmp`, path);
}

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0');
}

async function describe(name: string, hash: string, pixels: Decoded): Promise<ImageAsset> {
  const { width, height, channels } = pixels.info;
  const { dominant } = await sharp(pixels.data, { raw: { width, height, channels } }).stats();
  return {
    name,
    width,
    height,
    hash,
    widths: variantWidths(width),
    color: `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`,
  };
}

/** Builds (or takes from the cache) every variant of one source. */
async function buildOne(source: ImageSource, cacheDir: string) {
  const bytes = await readFile(source.file);
  const hash = sourceHash(bytes);
  const descriptionPath = join(cacheDir, `${source.name}.${hash}.json`);
  let asset: ImageAsset | undefined;
  if (await exists(descriptionPath))
    asset = JSON.parse(await readFile(descriptionPath, 'utf8')) as ImageAsset;
  let pixels: Decoded | undefined;
  const pixelsOnce = async () => (pixels ??= await decode(bytes));
  if (!asset) {
    asset = await describe(source.name, hash, await pixelsOnce());
    await writeAtomically(descriptionPath, JSON.stringify(asset));
  }
  const files: BuiltImages['files'] = [];
  let encoded = 0;
  for (const width of asset.widths) {
    for (const format of VARIANT_FORMATS) {
      const fileName = variantFileName(asset, width, format);
      const path = join(cacheDir, fileName);
      files.push({ fileName, path });
      if (await exists(path)) continue;
      const output = await encode(await pixelsOnce(), width, format);
      const { width: outWidth, height: outHeight } = await sharp(output).metadata();
      if (outWidth !== width || Math.abs((outHeight ?? 0) - heightAt(asset, width)) > 1) {
        throw new Error(`${fileName}: encoded as ${outWidth}×${outHeight}, expected ${width} wide`);
      }
      await writeAtomically(path, output);
      encoded++;
    }
  }
  return { asset, files, encoded };
}

/** Runs tasks with at most `limit` at a time (sharp threads each encode; more jobs only add memory). */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

export async function buildImages({
  sourceDir,
  cacheDir,
}: {
  sourceDir: string;
  cacheDir: string;
}): Promise<BuiltImages> {
  await mkdir(cacheDir, { recursive: true });
  const sources = await listImageSources(sourceDir);
  const built = await inBatches(
    sources.map((source) => () => buildOne(source, cacheDir)),
    Math.max(2, cpus().length),
  );
  const files = built.flatMap((one) => one.files);
  const encoded = built.reduce((sum, one) => sum + one.encoded, 0);
  return { assets: built.map((one) => one.asset), files, encoded, reused: files.length - encoded };
}

/** The TypeScript source of the manifest module the UI imports. */
export function manifestModule(assets: ImageAsset[]): string {
  const entries = assets.map((asset) => `  '${asset.name}': ${JSON.stringify(asset)},`).join('\n');
  return `// Generated by the image pipeline (vite/images/) from src/assets/images/. Do not edit.
import type { ImageAsset } from '@/site-map/image-asset';

export const imageManifest = {
${entries}
} as const satisfies Record<string, ImageAsset>;

export type ImageName = keyof typeof imageManifest;
`;
}
