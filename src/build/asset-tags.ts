/** The <script>/<link> tags of the client entry, read from Vite's build manifest. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';
/** With `cssCodeSplit: false` Vite emits the site's one stylesheet under this manifest key. */
export const SITE_STYLESHEET = 'style.css';
export function clientAssetTags(manifest: ViteManifest, entry = CLIENT_ENTRY): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`Client entry ${entry} is missing from the Vite manifest`);
  const css = new Set<string>(manifest[SITE_STYLESHEET] ? [manifest[SITE_STYLESHEET].file] : []);
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    const current = manifest[key];
    if (!current || seen.has(key)) return;
    seen.add(key);
    for (const file of current.css ?? []) css.add(file);
    if (!isRoot) preloads.add(current.file);
    for (const imported of current.imports ?? []) visit(imported, false);
  };
  visit(entry, true);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module" crossorigin src="/${chunk.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

export function injectIntoHead(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at === -1) throw new Error('Rendered page has no </head>');
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
