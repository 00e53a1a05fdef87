/** What a page loads after its first paint, read from Vite's build manifest. */
import { CLIENT_ENTRY, type LoaderAssets } from '../../src/first-load/contract.ts';

export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The manifest key of the one stylesheet with `cssCodeSplit: false`, as Vite's backend-integration guide documents it. */
export const SITE_STYLESHEET = 'style.css';

/**
 * The site stylesheet, the web fonts (src/styles/web-fonts.ts), the entry and, once each, the
 * modules it imports statically and those the entry itself imports dynamically (React DOM's client):
 * what the loader loads (loader.ts). Null without a stylesheet (a build without CSS has nothing to load after the first paint).
 */
export function clientAssets(manifest: ViteManifest, entry: string = CLIENT_ENTRY): LoaderAssets | null {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`Client entry ${entry} is missing from the Vite manifest`);
  const stylesheet = manifest[SITE_STYLESHEET]?.file;
  if (!stylesheet) return null;
  const preloads = new Set<string>();
  const seen = new Set<string>([entry]);
  const add = (key: string) => {
    const imported = manifest[key];
    if (seen.has(key) || !imported) return;
    seen.add(key);
    preloads.add(imported.file);
    for (const next of imported.imports ?? []) add(next);
  };
  for (const key of chunk.imports ?? []) add(key);
  // What the entry imports at start-up: fetched with the rest rather than a round trip later.
  for (const key of chunk.dynamicImports ?? []) add(key);
  const fonts = Object.values(manifest)
    .map((asset) => asset.file)
    .filter((file) => file.endsWith('.woff2'))
    .sort();
  const url = (file: string) => `/${file}`;
  return {
    stylesheet: url(stylesheet),
    entry: url(chunk.file),
    fonts: fonts.map(url),
    preloads: [...preloads].map(url),
  };
}

export function injectIntoHead(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at === -1) throw new Error('Rendered page has no </head>');
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
