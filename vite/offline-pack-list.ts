/**
 * Writes, after prerendering, `dist/offline-pack.json`: the offline pack's file list
 * (lib/offline-pack/pack-list.ts): every page of both languages, unit pages included, every script,
 * stylesheet, font, icon and image variant, with sizes on disk and over the wire. Read from dist/ as
 * built, so the list holds exactly the pages the prerender wrote; the device page picks the image
 * variants its device uses.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

import picomatch from 'picomatch';
import type { Logger } from 'vite';

import type { PackFile, PackList } from '../src/lib/offline-pack/pack-list.ts';
import { PACK_LIST_URL, packListJson, packSize } from '../src/lib/offline-pack/pack-list.ts';
import { HASHED_PATH_PREFIXES } from '../src/site-map/site-headers.ts';
import { NEVER_OFFLINE_GLOBS, OFFLINE_EXTENSIONS, pageUrlFor, onlineOnlyPageFiles } from './offline-files.ts';
import { transferSizeOf } from './precache-size.ts';
import { readStaffOnlyFiles } from './staff-only-files.ts';

const EXTENSIONS = new Set<string>(OFFLINE_EXTENSIONS.map((extension) => `.${extension}`));
const ONLINE_ONLY_PAGE_FILES = new Set(onlineOnlyPageFiles());
// What the worker's precache leaves out, read from its own globs.
const neverOffline = picomatch(NEVER_OFFLINE_GLOBS);

/** Files in dist/ that match OFFLINE_EXTENSIONS but are not part of the pack. */
function leftOut(file: string, staffOnly: Set<string>): boolean {
  return (
    staffOnly.has(file) ||
    neverOffline(file) ||
    // The sign-in and the desk are for staff, online; a mail link acts on the server.
    ONLINE_ONLY_PAGE_FILES.has(file) ||
    // The 404 pages are in the worker's precache and have no URL of their own to store them under.
    /(^|\/)404\.html$/.test(file)
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
}

export async function buildPackList(distDir: string): Promise<PackList> {
  const files: PackFile[] = [];
  const staffOnly = readStaffOnlyFiles(distDir);
  for (const file of (await filesUnder(distDir)).sort()) {
    if (!EXTENSIONS.has(extname(file)) || leftOut(file, staffOnly)) continue;
    const path = join(distDir, file);
    const body = await readFile(path);
    const url = extname(file) === '.html' ? pageUrlFor(file) : `/${file}`;
    const hashed = HASHED_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
    files.push({
      url,
      bytes: body.length,
      transferBytes: transferSizeOf(path),
      revision: hashed ? null : createHash('md5').update(body).digest('hex'),
    });
  }
  const build = createHash('sha256')
    .update(files.map((file) => `${file.url} ${file.revision ?? ''}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { build, files };
}

/** Writes `dist/offline-pack.json` (called by the prerender step once every page is written). */
export async function writePackList(outDir: string, logger: Logger): Promise<void> {
  const list = await buildPackList(outDir);
  await writeFile(join(outDir, PACK_LIST_URL.slice(1)), packListJson(list));
  const size = packSize(list.files);
  logger.info(
    `offline pack list: ${size.files} files, ${(size.transferBytes / 1e6).toFixed(2)} MB transferred (all image variants; a device stores one per image)`,
  );
}
