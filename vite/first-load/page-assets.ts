/** What a page loads after its first paint, read from Vite's build manifest. */
import { CLIENT_ENTRIES, type LoaderAssets } from '../../src/first-load/contract.ts';

export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The manifest key of the one stylesheet with `cssCodeSplit: false`, as Vite's backend-integration guide documents it. */
export const SITE_STYLESHEET = 'style.css';

/**
 * The site stylesheet, the web fonts (src/styles/web-fonts.ts), the entries in their order and,
 * once each, the modules they import statically: what the loader loads (loader.ts). Null without a
 * stylesheet (a build without CSS has nothing to load after the first paint).
 */
export function clientAssets(
  manifest: ViteManifest,
  entries: readonly string[] = CLIENT_ENTRIES,
): LoaderAssets | null {
  const chunks = entries.map((entry) => {
    const chunk = manifest[entry];
    if (!chunk) throw new Error(`Client entry ${entry} is missing from the Vite manifest`);
    return chunk;
  });
  const stylesheet = manifest[SITE_STYLESHEET]?.file;
  if (!stylesheet) return null;
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    const current = manifest[key];
    if (!current || seen.has(key)) return;
    seen.add(key);
    if (!isRoot) preloads.add(current.file);
    for (const imported of current.imports ?? []) visit(imported, entries.includes(imported));
  };
  for (const entry of entries) visit(entry, true);
  const fonts = Object.values(manifest)
    .map((asset) => asset.file)
    .filter((file) => file.endsWith('.woff2'))
    .sort();
  const url = (file: string) => `/${file}`;
  return {
    stylesheet: url(stylesheet),
    entries: chunks.map((chunk) => url(chunk.file)),
    fonts: fonts.map(url),
    preloads: [...preloads].map(url),
  };
}

export function injectIntoHead(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at === -1) throw new Error('Rendered page has no </head>');
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
