/**
 * The offline pack's file list, `dist/offline-pack.json`: every file the site needs offline, read from
 * dist/ after prerendering (vite/offline-pack-list.ts), with its size. The device page reads it to
 * estimate, download and update the pack; this device takes one image variant per image
 * (`packFilesForDevice`), the same choice the worker's precache makes.
 */
import * as v from 'valibot';

import { precacheForDevice } from '../../site-map/device-image-width.ts';

export const PACK_LIST_URL = '/offline-pack.json';

/** One file of the list; the list is keyed by URL (a same-origin path, pages by their clean URL). */
const packEntrySchema = v.object({
  /** Bytes on disk (what the device stores). */
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Bytes over the wire (text gzip-compressed by the server). */
  transferBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Content hash of a file whose name carries none (pages, icons); null for hashed, immutable files. */
  revision: v.nullable(v.string()),
  /** The bundle that carries the file (pack-bundle.ts); `transferBytes` is then its share of the bundle. */
  bundle: v.optional(v.pipe(v.string(), v.regex(/^\//))),
});

/**
 * Only schema functions the site's start-up code already uses (object, record, pipe, …): valibot is one
 * shared chunk, and a function used here alone would grow the home page's initial JavaScript.
 */
export const packListSchema = v.pipe(
  v.object({
    /** Changes whenever any file of the pack changes: a new build to offer as an update. */
    build: v.pipe(v.string(), v.nonEmpty()),
    files: v.record(v.pipe(v.string(), v.regex(/^\//)), packEntrySchema),
  }),
  v.transform(({ build, files }) => ({
    build,
    files: Object.entries(files).map(([url, entry]) => ({ url, ...entry })),
  })),
);

export type PackFile = v.InferOutput<typeof packEntrySchema> & { url: string };
export type PackList = v.InferOutput<typeof packListSchema>;

/** The JSON written to dist/ (the input side of packListSchema). */
export function packListJson(list: PackList): string {
  return JSON.stringify({
    build: list.build,
    files: Object.fromEntries(list.files.map(({ url, ...entry }) => [url, entry])),
  });
}

/** The files this device stores: everything but image variants, plus one AVIF width per image. */
export function packFilesForDevice(list: PackList, deviceWidth: number): PackFile[] {
  return precacheForDevice(list.files, deviceWidth);
}

export interface PackSize {
  files: number;
  bytes: number;
  transferBytes: number;
}

export function packSize(files: readonly PackFile[]): PackSize {
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    transferBytes: files.reduce((sum, file) => sum + file.transferBytes, 0),
  };
}
