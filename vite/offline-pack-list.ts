/**
 * Writes, after prerendering, `dist/offline-pack.json`: the offline pack's file list
 * (lib/offline-pack/pack-list.ts): every page of both languages, unit pages included, every script,
 * stylesheet, font, icon and image variant, with sizes on disk and over the wire. Read from dist/ as
 * built, so the list holds exactly the pages the prerender wrote; the device page picks the image
 * variants its device uses. Every text file travels in a bundle (lib/offline-pack/pack-bundle.ts),
 * written beside the list; pictures, fonts and PNG icons, compressed already, stay single files.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

import picomatch from 'picomatch';
import type { Logger } from 'vite';

import { brotliParams, COMPRESSIBLE_EXTENSIONS } from '../server/compressed-body.ts';
import { CONTENT_TYPES } from '../server/content-types.ts';
import { localeFromPath } from '../src/lib/i18n/locale.ts';
import { CODE_BUNDLE_URL, languageBundleUrl, type PackBundle } from '../src/lib/offline-pack/pack-bundle.ts';
import type { PackFile, PackList } from '../src/lib/offline-pack/pack-list.ts';
import { PACK_LIST_URL, packListJson, packSize } from '../src/lib/offline-pack/pack-list.ts';
import { HASHED_PATH_PREFIXES } from '../src/site-map/site-headers.ts';
import { NEVER_OFFLINE_GLOBS, OFFLINE_EXTENSIONS, pageUrlFor, onlineOnlyPageFiles } from './offline-files.ts';
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

/** Each page's Content-Security-Policy, by its file in dist/ (site-headers.ts `pagePolicies`). */
export type PagePolicies = Readonly<Record<string, string>>;

export interface BuiltPack {
  list: PackList;
  /** The bundles by URL, as written to dist/. */
  bundles: Map<string, string>;
}

/** A file that travels in a bundle, with the headers it is stored with. */
interface BundleMember {
  file: PackFile;
  body: Buffer;
  headers: Record<string, string>;
}

/** Writes the members into their bundles; each member's transfer size becomes its share of its bundle's. */
function bundle(members: BundleMember[], bundleOf: (file: PackFile) => string): Map<string, string> {
  const byBundle = new Map<string, BundleMember[]>();
  for (const member of members) {
    const url = bundleOf(member.file);
    byBundle.set(url, [...(byBundle.get(url) ?? []), member]);
  }
  const bundles = new Map<string, string>();
  for (const [url, group] of byBundle) {
    const carried: PackBundle = Object.fromEntries(
      group.map(({ file, body, headers }) => [
        file.url,
        { revision: file.revision, headers, body: body.toString() },
      ]),
    );
    const json = Buffer.from(JSON.stringify(carried));
    const compressed = brotliCompressSync(json, { params: brotliParams(json.length) }).length;
    for (const { file, body } of group) {
      file.bundle = url;
      file.transferBytes = Math.ceil((compressed * body.length) / json.length);
    }
    bundles.set(url, json.toString());
  }
  return bundles;
}

export async function buildPackList(distDir: string, pagePolicies: PagePolicies): Promise<BuiltPack> {
  const files: PackFile[] = [];
  const byLanguage: BundleMember[] = [];
  const code: BundleMember[] = [];
  const staffOnly = readStaffOnlyFiles(distDir);
  for (const file of (await filesUnder(distDir)).sort()) {
    if (!EXTENSIONS.has(extname(file)) || leftOut(file, staffOnly)) continue;
    const body = await readFile(join(distDir, file));
    const isPage = extname(file) === '.html';
    const url = isPage ? pageUrlFor(file) : `/${file}`;
    const hashed = HASHED_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
    const entry: PackFile = {
      url,
      bytes: body.length,
      // A single file is sent as it is; a bundle's member gets its share of the bundle below.
      transferBytes: body.length,
      revision: hashed ? null : createHash('md5').update(body).digest('hex'),
    };
    files.push(entry);
    const headers = { 'content-type': CONTENT_TYPES[extname(file)]! };
    if (isPage) {
      const policy = pagePolicies[file];
      if (!policy) throw new Error(`Offline pack: no Content-Security-Policy for ${file}`);
      byLanguage.push({ file: entry, body, headers: { ...headers, 'content-security-policy': policy } });
    } else if (COMPRESSIBLE_EXTENSIONS.has(extname(file))) {
      (hashed ? code : byLanguage).push({ file: entry, body, headers });
    }
  }
  const bundles = new Map([
    ...bundle(byLanguage, (file) => languageBundleUrl(localeFromPath(file.url))),
    ...bundle(code, () => CODE_BUNDLE_URL),
  ]);
  const build = createHash('sha256')
    .update(files.map((file) => `${file.url} ${file.revision ?? ''}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { list: { build, files }, bundles };
}

/** Writes `dist/offline-pack.json` and the page bundles (called by the prerender step once every page and its policy are written). */
export async function writePackList(
  outDir: string,
  pagePolicies: PagePolicies,
  logger: Logger,
): Promise<void> {
  const { list, bundles } = await buildPackList(outDir, pagePolicies);
  await writeFile(join(outDir, PACK_LIST_URL.slice(1)), packListJson(list));
  for (const [url, body] of bundles) {
    const file = join(outDir, url.slice(1));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  const size = packSize(list.files);
  logger.info(
    `offline pack list: ${size.files} files, ${(size.transferBytes / 1e6).toFixed(2)} MB transferred (all image variants; a device stores one per image), text files in ${bundles.size} bundles`,
  );
}
