/** The <script>/<link> tags of the client entry, read from Vite's build manifest. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * The browser's entries, in the order they are evaluated, each in a task of its own: React DOM
 * first (src/entry-react-dom.ts), then the app, which hydrates the page. Each is a module script;
 * the page loader (load-after-paint.ts) imports them one after the other.
 */
export const CLIENT_ENTRIES = ['src/entry-react-dom.ts', 'src/entry-client.tsx'] as const;
/**
 * The lazy Mantine modules the home page runs before it is interactive (its first screen's grid):
 * they and what they import stay out of the merged Mantine chunk (src/build/client-chunks.ts), so
 * the size budget's page loads none of it. A `mantine-….js` file in the size budget's list for the
 * home page (`npm run size`) means one is missing here.
 */
export const HOME_PAGE_LIBRARY_MODULES = [
  'node_modules/@mantine/core/esm/components/SimpleGrid/SimpleGrid.mjs',
] as const;
/**
 * The project's routes (its page, tabs, apartments, compare, price list…): the lazy code only they
 * share is one chunk (src/build/client-chunks.ts), which no other page loads.
 */
export const PROJECT_ROUTES = 'src/routes/{-$locale}/projects/';
/** The home page's route: what its component imports stays out of the shared `site-lib` chunk. */
export const HOME_ROUTE = 'src/routes/{-$locale}/index.tsx';
/** What opens only on a tap and several routes share: it keeps a chunk of its own. */
export const ON_DEMAND_MODULES = ['src/components/lightbox/lightbox.tsx'] as const;
/** With `cssCodeSplit: false` Vite emits the site's one stylesheet under this manifest key. */
export const SITE_STYLESHEET = 'style.css';
export function clientAssetTags(manifest: ViteManifest, entries: readonly string[] = CLIENT_ENTRIES): string {
  const chunks = entries.map((entry) => {
    const chunk = manifest[entry];
    if (!chunk) throw new Error(`Client entry ${entry} is missing from the Vite manifest`);
    return chunk;
  });
  const css = new Set<string>(manifest[SITE_STYLESHEET] ? [manifest[SITE_STYLESHEET].file] : []);
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    const current = manifest[key];
    if (!current || seen.has(key)) return;
    seen.add(key);
    for (const file of current.css ?? []) css.add(file);
    if (!isRoot) preloads.add(current.file);
    for (const imported of current.imports ?? []) visit(imported, entries.includes(imported));
  };
  for (const entry of entries) visit(entry, true);
  // The web fonts (src/styles/web-fonts.ts), fetched together with the stylesheet.
  const fonts = Object.values(manifest)
    .map((asset) => asset.file)
    .filter((file) => file.endsWith('.woff2'))
    .sort();
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<script type="module" crossorigin src="/${chunk.file}"></script>`),
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

export function injectIntoHead(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at === -1) throw new Error('Rendered page has no </head>');
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
