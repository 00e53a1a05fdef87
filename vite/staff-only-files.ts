/**
 * The scripts only staff load (the desk, the sign-in, the unit page's status dialog and the desk's
 * catalogs), read from Vite's build manifest: a visitor's device neither precaches nor packs them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Manifest } from 'vite';

import { STAFF_PAGE_PATHS } from '../src/site-map/pages.ts';

const STAFF_SOURCES: readonly RegExp[] = [
  /^src\/features\/desk\//,
  /^locales\/[^/]+\/desk\.po$/,
  ...STAFF_PAGE_PATHS.map((path) => new RegExp(`^src/routes/\\{-\\$locale\\}${path}\\.tsx$`)),
];

/** A manifest key's source file: a code-split route's key carries a query after its path. */
const isStaffSource = (key: string) => STAFF_SOURCES.some((source) => source.test(key.split('?')[0]!));

function reachable(manifest: Manifest, roots: Iterable<string>, skip: (key: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || skip(key)) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** Files (relative to dist/) that only staff code reaches; a chunk a visitor's page shares stays. */
export function staffOnlyFiles(manifest: Manifest): Set<string> {
  const keys = Object.keys(manifest);
  const staff = reachable(manifest, keys.filter(isStaffSource), () => false);
  const visitorRoots = keys.filter(
    (key) => manifest[key]!.isEntry || (manifest[key]!.isDynamicEntry && !staff.has(key)),
  );
  const visitors = reachable(manifest, visitorRoots, isStaffSource);
  return new Set(
    [...staff]
      .filter((key) => !visitors.has(key))
      .flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]),
  );
}

export function readStaffOnlyFiles(distDir: string): Set<string> {
  return staffOnlyFiles(JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest);
}

/** A Workbox manifest transform that leaves staff-only files out of the precache. */
export function leaveOutStaffCode(distDir: () => string) {
  return (entries: { url: string; revision: string | null; size: number }[]) => {
    const staffOnly = readStaffOnlyFiles(distDir());
    return Promise.resolve({ manifest: entries.filter((entry) => !staffOnly.has(entry.url)), warnings: [] });
  };
}
