/**
 * The prerender step of issue 10: each page gets its critical CSS inline (critical-css.ts), and its
 * stylesheet and client code load after the page has painted, through the build's one loader file
 * (load-after-paint.ts), written here next to the other assets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { SITE_STYLESHEET, type ViteManifest } from './asset-tags.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { loadAfterPaint, loaderFile, loaderSource, pageAssets } from './load-after-paint.ts';

export async function firstPaintTransform(
  outDir: string,
  manifest: ViteManifest,
): Promise<(html: string) => string> {
  const stylesheet = manifest[SITE_STYLESHEET]?.file;
  if (!stylesheet) return (html) => html;
  const css = await readFile(join(outDir, stylesheet), 'utf8');
  let loader: { source: string; url: string } | null = null;
  return (html) => {
    const source = loaderSource(pageAssets(html));
    if (!loader) {
      const file = loaderFile(source);
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), source);
      loader = { source, url: `/${file}` };
    } else if (loader.source !== source) {
      throw new Error('The pages of one build link different stylesheets or entries');
    }
    return loadAfterPaint(inlineCriticalCss(html, css), loader.url);
  };
}
