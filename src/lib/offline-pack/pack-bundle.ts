/**
 * The offline pack's text files travel in a few bundles (written by vite/offline-pack-list.ts): the
 * pages and other unhashed text (icons, manifests) in one per language, by path, and the hashed code
 * and drawings in one, which a browser holding that code need not fetch. Compressed together, the
 * markup every page repeats (its styles, header and footer) crosses the link once, in one request
 * instead of one per file. The device page splits a bundle into one stored file per URL (pack-download.ts).
 */
import * as v from 'valibot';

import type { Locale } from '../../content/locales.ts';

export function languageBundleUrl(locale: Locale): string {
  return `/offline-pack/${locale}.json`;
}

export const CODE_BUNDLE_URL = '/offline-pack/code.json';

/** Files by URL: the body as served, its revision (as in the pack list) and its own headers (type, a page's policy). */
export const packBundleSchema = v.record(
  v.pipe(v.string(), v.regex(/^\//)),
  v.object({
    revision: v.nullable(v.string()),
    headers: v.record(v.string(), v.string()),
    body: v.string(),
  }),
);

export type PackBundle = v.InferOutput<typeof packBundleSchema>;
