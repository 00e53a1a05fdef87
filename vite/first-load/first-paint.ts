/**
 * The prerender step of the first load: each page gets its critical CSS inline (critical-css.ts),
 * and its stylesheet and client code load after the page has painted, through the build's one
 * loader file (loader.ts, built here as an entry of its own with the build's assets written in).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import postcss from 'postcss';
import { build } from 'rolldown';

import {
  LOADER_ASSETS_CONSTANT,
  LOADER_FILE_PREFIX,
  LOADER_SOURCE,
  type LoaderAssets,
} from '../../src/first-load/contract.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { clientAssets, injectIntoHead, type ViteManifest } from './page-assets.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The metric-matched local faces, for every page's critical CSS only: adding font faces again with
 * the site stylesheet re-laid out the whole page.
 */
export async function fallbackFaces(): Promise<string> {
  const file = join(projectRoot, 'src/styles/font-fallbacks.css');
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

/** The loader (a minified classic script) with the build's assets written in. */
export async function buildLoader(assets: LoaderAssets): Promise<string> {
  const { output } = await build({
    input: join(projectRoot, LOADER_SOURCE),
    write: false,
    platform: 'browser',
    transform: { define: { [LOADER_ASSETS_CONSTANT]: JSON.stringify(assets) } },
    output: { format: 'iife', minify: true },
  });
  const [chunk, ...rest] = output;
  if (rest.length > 0) throw new Error('The page loader must be one file');
  return chunk.code;
}

/** The loader's file under assets/, named by its content. */
export function loaderFile(source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `${LOADER_FILE_PREFIX}${hash}.js`;
}

/** The stylesheet for a visit without script, and the loader's tag at the end of the body. */
export function loadAfterPaint(html: string, stylesheet: string, loaderUrl: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('Rendered page has no </body>');
  const withLoader = `${html.slice(0, bodyEnd)}<script src="${loaderUrl}" async></script>${html.slice(bodyEnd)}`;
  return injectIntoHead(withLoader, `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`);
}

/** Writes the loader into outDir and gives the transform of every prerendered page. */
export async function firstPaintTransform(
  outDir: string,
  manifest: ViteManifest,
): Promise<(html: string) => string> {
  const assets = clientAssets(manifest);
  if (!assets) return (html) => html;
  const css =
    (await fallbackFaces()) + (await readFile(join(outDir, assets.stylesheet.replace(/^\//, '')), 'utf8'));
  const source = await buildLoader(assets);
  const file = loaderFile(source);
  await mkdir(dirname(join(outDir, file)), { recursive: true });
  await writeFile(join(outDir, file), source);
  return (html) => loadAfterPaint(inlineCriticalCss(html, css), assets.stylesheet, `/${file}`);
}
