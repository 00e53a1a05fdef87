/** Whether dist/ is older than its sources, so that `npm start` builds only when needed. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'public',
  'locales',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
];
const IGNORED = new Set(['routeTree.gen.ts']);

async function newestMtime(path: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(
    entries.filter((name) => !IGNORED.has(name)).map((name) => newestMtime(join(path, name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

export async function buildIsStale(root: string, builtMarker = 'dist/sw.js'): Promise<boolean> {
  let builtAt: number;
  try {
    builtAt = (await stat(join(root, builtMarker))).mtimeMs;
  } catch {
    return true;
  }
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(join(root, source))));
  return Math.max(...sources) > builtAt;
}
