/** The prerender step that inlines each page's critical CSS (critical-css.ts). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { SITE_STYLESHEET, type ViteManifest } from './asset-tags.ts';
import { inlineCriticalCss } from './critical-css.ts';

export async function withCriticalCss(
  outDir: string,
  manifest: ViteManifest,
): Promise<(html: string) => string> {
  const stylesheet = manifest[SITE_STYLESHEET]?.file;
  if (!stylesheet) return (html) => html;
  const css = await readFile(join(outDir, stylesheet), 'utf8');
  return (html) => inlineCriticalCss(html, `/${stylesheet}`, css);
}
