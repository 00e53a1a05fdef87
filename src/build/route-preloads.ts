/**
 * The code a page's router loads before it can hydrate: the split components of the routes it matched
 * (TanStack Router's `?tsr-split=component…` chunks, the 404 pages' `notFoundComponent`) and every chunk
 * they import. The page loader preloads them with the entries' chunks (load-after-paint.ts), instead of
 * the router discovering them only once the entry has run: one round trip less before hydration, and the
 * 30 or so preload links are added a few per task rather than all in one task during hydration.
 */
import type { ViteManifest } from './asset-tags.ts';

const SPLIT = '?tsr-split=';

/** The route files a route id may come from: `/{-$locale}/team` → team.tsx or team/route.tsx. */
function routeFiles(routeId: string): string[] {
  const base = `src/routes${routeId}`;
  return routeId.endsWith('/') ? [`${base}index.tsx`] : [`${base}.tsx`, `${base}/route.tsx`];
}

/** The files (`assets/….js`) of the matched routes' split components and their imports, in load order. */
export function routeChunkFiles(
  manifest: ViteManifest,
  routeIds: readonly string[],
  { notFound = false }: { notFound?: boolean } = {},
): string[] {
  const wanted = (splits: string[]) =>
    splits.includes('component') || (notFound && splits.includes('notFoundComponent'));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const routeId of routeIds) {
    for (const file of routeFiles(routeId)) {
      for (const key of Object.keys(manifest)) {
        if (key.startsWith(`${file}${SPLIT}`) && wanted(key.slice(file.length + SPLIT.length).split('---'))) {
          visit(key);
        }
      }
    }
  }
  return [...files];
}
