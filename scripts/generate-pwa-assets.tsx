/**
 * Generates the installable shell's image assets from one source of truth: the `LogoMark` React component
 * (src/components/brand/logo-mark.tsx), rendered with `renderToStaticMarkup`, so the drawing exists only once.
 *
 * Icons mode (default) writes:
 *   public/favicon.svg                      the mark, standalone SVG
 *   public/icons/icon-{192,512}.png         purpose "any": the mark, its rounded green tile filling the canvas
 *   public/icons/maskable-{192,512}.png     purpose "maskable": full-bleed green, the mark inside the 80 % safe zone
 *   public/icons/apple-touch-icon.png       180×180, opaque (iOS rounds the corners itself)
 *   public/icons/favicon-32.png             32×32
 *   public/brand/logo.svg                   horizontal lockup: the mark + "Grabbeallee 68" as <text> (Montserrat 700)
 *   public/brand/logo.png                   the same lockup, 1300×300 on transparent, rendered by Chromium with the
 *                                           self-hosted Montserrat embedded, so the PNG shows the real typeface
 * Only the logo PNG needs a browser; everything else is rasterised with sharp.
 *
 * Screenshots mode (--screenshots) serves the production build with `server/start.ts` (it builds when the
 * build is stale) on PORT (default 4390), then takes the manifest screenshots of the home page with Playwright:
 *   public/screenshots/home-narrow.png      750×1334 (viewport 375×667 at device scale factor 2)
 *   public/screenshots/home-wide.png        1440×900
 *
 * Re-run:
 *   npx tsx scripts/generate-pwa-assets.tsx                  # icons, favicon and logo
 *   npx tsx scripts/generate-pwa-assets.tsx --screenshots    # manifest screenshots only
 *   npx tsx scripts/generate-pwa-assets.tsx --all            # both
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium). The output is deterministic: re-running without
 * changes to the mark, the brand colours, the font or the pages rewrites identical files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { Browser, BrowserContextOptions } from '@playwright/test';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';

import { LogoMark } from '@/components/brand/logo-mark';
import { brandColors } from '@/content/brand';

import { launchChromium } from './chromium';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = join(ROOT, 'public');
const MONTSERRAT_FILES = join(ROOT, 'node_modules/@fontsource/montserrat/files');
const MONTSERRAT_700 = join(MONTSERRAT_FILES, 'montserrat-latin-700-normal.woff2');
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Share of a maskable icon's canvas the mark's tile takes: the W3C safe zone is the central 80 % circle. */
export const MASKABLE_TILE_SCALE = 0.8;

// ---------------------------------------------------------------------------------------------------------------
// SVG markup (pure)
// ---------------------------------------------------------------------------------------------------------------

/** Adds the SVG namespace to a rendered root <svg>, which standalone files need and inline React markup omits. */
export function withSvgNamespace(markup: string): string {
  if (!markup.startsWith('<svg ')) {
    throw new Error(`Expected markup starting with <svg, got: ${markup.slice(0, 40)}`);
  }
  if (markup.startsWith(`<svg xmlns=`)) return markup;
  return `<svg xmlns="${SVG_NAMESPACE}" ${markup.slice('<svg '.length)}`;
}

/** The mark exactly as the site draws it, as a standalone SVG document of `size` × `size` pixels. */
export function markSvg(size: number): string {
  return withSvgNamespace(renderToStaticMarkup(<LogoMark size={size} />));
}

/** A square canvas filled edge to edge with the brand green, the mark's tile centred at `tileScale` of its size. */
function FullBleedMark({ size, tileScale }: { size: number; tileScale: number }) {
  const tile = size * tileScale;
  const offset = (size - tile) / 2;
  return (
    <svg xmlns={SVG_NAMESPACE} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <rect width={size} height={size} fill={brandColors.green} />
      <g transform={`translate(${offset} ${offset})`}>
        <LogoMark size={tile} />
      </g>
    </svg>
  );
}

/** Full-bleed icon (maskable, Apple touch) as an SVG document. */
export function fullBleedMarkSvg(size: number, tileScale = MASKABLE_TILE_SCALE): string {
  return renderToStaticMarkup(<FullBleedMark size={size} tileScale={tileScale} />);
}

/** Geometry of the horizontal lockup, in SVG user units. */
export const LOCKUP = {
  width: 520,
  height: 120,
  padding: 12,
  markSize: 96,
  gap: 22,
  fontSize: 48,
  /** Montserrat 700 caps are 0.70 em tall; the baseline centres them on the mark. */
  capHeightEm: 0.7,
  fontFamily: 'Montserrat, Arial, sans-serif',
  /** The PNG step measures the wordmark with the real font and fails if it ends closer than this to the edge. */
  minRightMargin: 8,
} as const;

export const WORDMARK = { name: 'Grabbeallee', number: '68' } as const;

export const lockupTextX = LOCKUP.padding + LOCKUP.markSize + LOCKUP.gap;
const lockupBaselineY = LOCKUP.height / 2 + (LOCKUP.capHeightEm * LOCKUP.fontSize) / 2;

/** The mark followed by the wordmark "Grabbeallee 68": name in charcoal, number in green. */
function LogoLockup({ width, height }: { width: number; height: number }) {
  const label = `${WORDMARK.name} ${WORDMARK.number}`;
  return (
    <svg
      xmlns={SVG_NAMESPACE}
      width={width}
      height={height}
      viewBox={`0 0 ${LOCKUP.width} ${LOCKUP.height}`}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <g transform={`translate(${LOCKUP.padding} ${(LOCKUP.height - LOCKUP.markSize) / 2})`}>
        <LogoMark size={LOCKUP.markSize} />
      </g>
      <text
        id="wordmark"
        x={lockupTextX}
        y={lockupBaselineY}
        fontFamily={LOCKUP.fontFamily}
        fontSize={LOCKUP.fontSize}
        fontWeight={700}
        fill={brandColors.charcoal}
      >
        {WORDMARK.name} <tspan fill={brandColors.green}>{WORDMARK.number}</tspan>
      </text>
    </svg>
  );
}

/** The lockup as an SVG document; `scale` enlarges its intrinsic size (for the PNG), not its drawing. */
export function logoLockupSvg(scale = 1): string {
  return renderToStaticMarkup(<LogoLockup width={LOCKUP.width * scale} height={LOCKUP.height * scale} />);
}

// ---------------------------------------------------------------------------------------------------------------
// PNG encoding
// ---------------------------------------------------------------------------------------------------------------

/** Largest per-channel error (0–255) a palette encoding may have and still count as identical to the original. */
const PALETTE_MAX_CHANNEL_ERROR = 12;
/** Largest mean per-channel error a palette encoding may have and still count as identical to the original. */
const PALETTE_MAX_MEAN_ERROR = 0.5;

async function rawRgba(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/** A channel's visible contribution: colour weighted by opacity (so fully transparent pixels never differ). */
function premultiplied(rgba: Buffer, index: number): number {
  const channel = index % 4;
  const value = rgba[index]!;
  return channel === 3 ? value : (value * rgba[index - channel + 3]!) / 255;
}

/** Whether two images of equal size differ by no more than the palette thresholds, channel by channel. */
export async function looksIdentical(original: Buffer, candidate: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([rawRgba(original), rawRgba(candidate)]);
  if (a.length !== b.length) return false;
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const error = Math.abs(premultiplied(a, i) - premultiplied(b, i));
    if (error > PALETTE_MAX_CHANNEL_ERROR) return false;
    total += error;
  }
  return total / a.length <= PALETTE_MAX_MEAN_ERROR;
}

/**
 * Compresses a PNG as far as it can without a visible change: a 256-colour palette when that looks identical
 * to the original, otherwise full colour; both at zlib level 9. Opaque images stay without an alpha channel.
 */
export async function compressPng(png: Buffer): Promise<Buffer> {
  const { hasAlpha } = await sharp(png).metadata();
  const opaque = !hasAlpha || (await sharp(png).stats()).isOpaque;
  const source = opaque ? sharp(png).removeAlpha() : sharp(png);
  const fullColour = await source.clone().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  const palette = await source
    .clone()
    .png({ compressionLevel: 9, palette: true, quality: 100, effort: 10, dither: 0 })
    .toBuffer();
  const paletteIsOpaque = !opaque || !(await sharp(palette).metadata()).hasAlpha;
  if (paletteIsOpaque && palette.length < fullColour.length && (await looksIdentical(png, palette))) {
    return palette;
  }
  return fullColour;
}

/** Rasterises an SVG document at its intrinsic pixel size (its vectors are drawn at the target resolution). */
async function rasteriseSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Removes all transparency by compositing onto the brand green. */
async function flattenOntoGreen(png: Buffer): Promise<Buffer> {
  return sharp(png).flatten({ background: brandColors.green }).removeAlpha().png().toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------------------

export interface WrittenAsset {
  path: string;
  bytes: number;
  width?: number;
  height?: number;
}

/** Writes only when the content differs, so a re-run leaves timestamps (and `npm start`'s build check) alone. */
async function writeIfChanged(absolute: string, contents: string | Buffer): Promise<void> {
  const current = await readFile(absolute).catch(() => undefined);
  if (current?.equals(Buffer.from(contents))) return;
  await mkdir(dirname(absolute), { recursive: true });
  await writeFile(absolute, contents);
}

async function writeAsset(path: string, contents: string | Buffer): Promise<WrittenAsset> {
  const absolute = join(PUBLIC_DIR, path);
  await writeIfChanged(absolute, contents);
  const bytes = Buffer.byteLength(contents);
  if (typeof contents === 'string') return { path, bytes };
  const { width, height } = await sharp(contents).metadata();
  return { path, bytes, width, height };
}

async function writePng(path: string, png: Buffer, expected: { width: number; height: number }) {
  const compressed = await compressPng(png);
  const { width, height } = await sharp(compressed).metadata();
  if (width !== expected.width || height !== expected.height) {
    throw new Error(`${path} is ${width}×${height}, expected ${expected.width}×${expected.height}`);
  }
  return writeAsset(path, compressed);
}

function square(size: number) {
  return { width: size, height: size };
}

async function writeMarkIcon(path: string, size: number) {
  return writePng(path, await rasteriseSvg(markSvg(size)), square(size));
}

async function writeMaskableIcon(path: string, size: number) {
  return writePng(path, await rasteriseSvg(fullBleedMarkSvg(size)), square(size));
}

async function writeAppleTouchIcon(path: string, size: number) {
  return writePng(path, await flattenOntoGreen(await rasteriseSvg(fullBleedMarkSvg(size))), square(size));
}

// ---------------------------------------------------------------------------------------------------------------
// Browser
// ---------------------------------------------------------------------------------------------------------------

/** The shared launcher (Playwright loaded on demand), with deterministic font rendering. */
function launchBrowser(): Promise<Browser> {
  return launchChromium(['--font-render-hinting=none']);
}

async function montserratFontFace(): Promise<string> {
  const font = (await readFile(MONTSERRAT_700)).toString('base64');
  return (
    `@font-face { font-family: 'Montserrat'; font-style: normal; font-weight: 700; ` +
    `src: url(data:font/woff2;base64,${font}) format('woff2'); }`
  );
}

/** Renders the lockup in Chromium with the embedded font, after checking the wordmark fits its box. */
async function renderLogoPng(browser: Browser, scale: number): Promise<Buffer> {
  const width = LOCKUP.width * scale;
  const height = LOCKUP.height * scale;
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    const style = `${await montserratFontFace()} html, body { margin: 0; background: transparent; } svg { display: block; }`;
    await page.setContent(`<!doctype html><style>${style}</style>${logoLockupSvg(scale)}`);
    const wordmarkEnd = await page.evaluate(async () => {
      await document.fonts.load('700 48px Montserrat');
      await document.fonts.ready;
      if (!document.fonts.check('700 48px Montserrat')) throw new Error('Montserrat 700 did not load');
      const text = document.getElementById('wordmark') as unknown as SVGTextElement;
      const box = text.getBBox();
      return box.x + box.width;
    });
    if (wordmarkEnd > LOCKUP.width - LOCKUP.minRightMargin) {
      throw new Error(
        `The wordmark ends at ${wordmarkEnd.toFixed(1)} of ${LOCKUP.width}; widen LOCKUP.width.`,
      );
    }
    return await page.screenshot({ omitBackground: true, type: 'png' });
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Icons mode
// ---------------------------------------------------------------------------------------------------------------

const LOGO_PNG_SCALE = 2.5;

export async function generateIcons(): Promise<WrittenAsset[]> {
  const written = [
    await writeAsset('favicon.svg', `${markSvg(48)}\n`),
    await writeMarkIcon('icons/icon-192.png', 192),
    await writeMarkIcon('icons/icon-512.png', 512),
    await writeMaskableIcon('icons/maskable-192.png', 192),
    await writeMaskableIcon('icons/maskable-512.png', 512),
    await writeAppleTouchIcon('icons/apple-touch-icon.png', 180),
    await writeMarkIcon('icons/favicon-32.png', 32),
    await writeAsset('brand/logo.svg', `${logoLockupSvg()}\n`),
  ];
  const browser = await launchBrowser();
  try {
    const logo = await renderLogoPng(browser, LOGO_PNG_SCALE);
    written.push(
      await writePng('brand/logo.png', logo, {
        width: LOCKUP.width * LOGO_PNG_SCALE,
        height: LOCKUP.height * LOGO_PNG_SCALE,
      }),
    );
  } finally {
    await browser.close();
  }
  return written;
}

// ---------------------------------------------------------------------------------------------------------------
// Screenshots mode
// ---------------------------------------------------------------------------------------------------------------

interface ScreenshotSpec {
  path: string;
  pagePath: string;
  context: BrowserContextOptions & { viewport: { width: number; height: number }; deviceScaleFactor: number };
}

export const SCREENSHOTS: readonly ScreenshotSpec[] = [
  {
    path: 'screenshots/home-narrow.png',
    pagePath: '/',
    context: { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
  {
    path: 'screenshots/home-wide.png',
    pagePath: '/',
    context: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  },
];

const DEFAULT_SCREENSHOT_PORT = 4390;
const SERVER_START_TIMEOUT_MS = 10 * 60 * 1000;

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port);
  });
}

async function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Starts `server/start.ts` (building first if the build is stale) in its own process group. */
function startSiteServer(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

async function waitForSite(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet (or still building).
    }
    await delay(500);
  }
  throw new Error(`The site did not come up at ${origin} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/** Stops the server and everything it started (its process group), waiting for it to exit. */
async function stopSiteServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

/** Opens a page with the cookie banner already answered, waits until fonts and images are in, and shoots it. */
async function takeScreenshot(browser: Browser, origin: string, spec: ScreenshotSpec): Promise<Buffer> {
  const context = await browser.newContext({
    ...spec.context,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    const page = await context.newPage();
    await page.goto(new URL(spec.pagePath, origin).href, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      await document.fonts.ready;
      const images = Array.from(document.images);
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    return await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

export async function generateScreenshots(port = DEFAULT_SCREENSHOT_PORT): Promise<WrittenAsset[]> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is busy; set PORT to a free one.`);
  const origin = `http://localhost:${port}`;
  const server = startSiteServer(port);
  try {
    await waitForSite(server, origin);
    const browser = await launchBrowser();
    try {
      const written: WrittenAsset[] = [];
      for (const spec of SCREENSHOTS) {
        const { width, height } = spec.context.viewport;
        const scale = spec.context.deviceScaleFactor;
        const png = await takeScreenshot(browser, origin, spec);
        written.push(await writePng(spec.path, png, { width: width * scale, height: height * scale }));
      }
      return written;
    } finally {
      await browser.close();
    }
  } finally {
    await stopSiteServer(server);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------------

function describe(asset: WrittenAsset): string {
  const pixels = asset.width === undefined ? 'vector' : `${asset.width}×${asset.height}`;
  return `${relative(ROOT, join(PUBLIC_DIR, asset.path)).padEnd(40)} ${pixels.padStart(10)} ${String(asset.bytes).padStart(8)} B`;
}

async function main(args: string[]): Promise<void> {
  const all = args.includes('--all');
  const screenshots = all || args.includes('--screenshots');
  const icons = all || !args.includes('--screenshots');
  const written: WrittenAsset[] = [];
  if (icons) written.push(...(await generateIcons()));
  const port = Number(process.env.PORT ?? DEFAULT_SCREENSHOT_PORT);
  if (screenshots) written.push(...(await generateScreenshots(port)));
  for (const asset of written) console.log(describe(asset));
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
