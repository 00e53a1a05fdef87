/**
 * The prerender step of issue 10: each page gets its critical CSS inline (critical-css.ts), and its
 * stylesheet and client code load after the page has painted (load-after-paint.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { SITE_STYLESHEET, type ViteManifest } from './asset-tags.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { loadAfterPaint } from './load-after-paint.ts';

export async function firstPaintTransform(
  outDir: string,
  manifest: ViteManifest,
): Promise<(html: string) => string> {
  const stylesheet = manifest[SITE_STYLESHEET]?.file;
  if (!stylesheet) return (html) => html;
  const css = await readFile(join(outDir, stylesheet), 'utf8');
  return (html) => loadAfterPaint(inlineCriticalCss(html, css));
}
