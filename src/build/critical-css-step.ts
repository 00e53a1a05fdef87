/**
 * The prerender step of issue 10: each page gets its critical CSS inline (critical-css.ts), and its
 * stylesheet and client code load after the page has painted, through the build's one loader file
 * (load-after-paint.ts), written here next to the other assets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import postcss from 'postcss';

import { SITE_STYLESHEET, type ViteManifest } from './asset-tags.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { loadAfterPaint, loaderFile, loaderSource, pageAssets } from './load-after-paint.ts';

/**
 * The local faces scaled to the web fonts' metrics (src/styles/font-fallbacks.css), compacted. Every
 * page's first paint needs them, so they go into the critical CSS of every page, and not into the
 * site stylesheet: adding font faces again when the stylesheet arrived re-laid out the whole page
 * (UpdateLayoutTree and Layout 51–67 ms with 4× CPU throttling, 41–45 without them, no Layout).
 */
export async function fallbackFaces(): Promise<string> {
  const file = fileURLToPath(new URL('../styles/font-fallbacks.css', import.meta.url));
  const root = postcss.parse(await readFile(file, 'utf8'));
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if (node.type === 'decl') node.raws.between = ':';
    if (node.type === 'atrule') node.raws.afterName = node.params ? ' ' : '';
    if (node.type === 'atrule' || node.type === 'rule') node.raws.between = '';
  });
  root.raws.after = '';
  return root.toString();
}

export async function firstPaintTransform(
  outDir: string,
  manifest: ViteManifest,
): Promise<(html: string) => string> {
  const stylesheet = manifest[SITE_STYLESHEET]?.file;
  if (!stylesheet) return (html) => html;
  const css = (await fallbackFaces()) + (await readFile(join(outDir, stylesheet), 'utf8'));
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
