/**
 * The offline pack on this device: what the current build would store (the estimate), what is
 * stored (the pack's record and, from the cache, what is missing), and the actions save / resume /
 * update, cancel and remove.
 *
 * One download at a time per page, kept in this module rather than in a component, so that it goes
 * on when the visitor navigates to another page of the site meanwhile and shows again when the
 * device page is opened again. A download that was running when the page went away (reload, closed
 * tab, crash) resumes by itself the next time the device page opens; one the visitor cancelled, or
 * that lost files to a bad connection, waits for "Resume" (or resumes by itself when the browser
 * comes back online). Only the files missing from the cache are fetched (pack-download.ts).
 */
import { useEffect, useSyncExternalStore } from 'react';
import * as v from 'valibot';

import {
  PACK_LIST_URL,
  packFilesForDevice,
  packListSchema,
  packSize,
  type PackFile,
  type PackSize,
} from '@/lib/offline-pack/pack-list';
import {
  OFFLINE_PACK_CACHE_NAME,
  readPackState,
  removePack,
  writePackState,
  type PackState,
} from '@/lib/offline-pack/pack-state';
import { deviceImageWidth } from '@/site-map/device-image-width';

import {
  downloadFiles,
  missingFiles,
  PackIncompleteError,
  removeUnlisted,
  type PackProgress,
} from './pack-download';

/** The unit statuses to save with the pack (the route passes the apartments feature's loader). */
export type LoadStatuses = () => Promise<ReadonlyMap<string, string>>;

export interface OfflinePackView {
  supported: boolean;
  /** True until the record, the list and the cache have been read. */
  checking: boolean;
  /** What the build online stores on this device; null while unknown or without a connection. */
  available: { build: string; files: PackFile[]; size: PackSize } | null;
  stored: PackState | null;
  /** Files of the available list missing from the cache (when the stored pack is of that build). */
  missing: number | null;
  /** Set while a download runs. */
  progress: PackProgress | null;
  /** The pack was saved from another build than the one online now. */
  updateAvailable: boolean;
}

let view: OfflinePackView = {
  supported: true,
  checking: true,
  available: null,
  stored: null,
  missing: null,
  progress: null,
  updateAvailable: false,
};
const listeners = new Set<() => void>();
let running: AbortController | null = null;

function patch(next: Partial<OfflinePackView>): void {
  view = { ...view, ...next };
  for (const listener of listeners) listener();
}

function thisDeviceWidth(): number {
  return deviceImageWidth(window.screen, window.devicePixelRatio || 1);
}

async function loadAvailable(): Promise<OfflinePackView['available']> {
  try {
    const response = await fetch(PACK_LIST_URL, { cache: 'no-cache' });
    if (!response.ok) return null;
    const list = v.parse(packListSchema, await response.json());
    const files = packFilesForDevice(list, thisDeviceWidth());
    return { build: list.build, files, size: packSize(files) };
  } catch {
    return null;
  }
}

/** Reads the list online, the record and the cache again. */
async function refresh(): Promise<void> {
  const [available, stored] = await Promise.all([loadAvailable(), readPackState()]);
  let missing: number | null = null;
  if (available && stored?.build === available.build) {
    missing = (await missingFiles(await caches.open(OFFLINE_PACK_CACHE_NAME), available.files)).length;
  }
  patch({
    checking: false,
    available,
    stored,
    missing,
    updateAvailable: Boolean(available && stored?.savedAt && stored.build !== available.build),
  });
}

/** Saves the pack, resumes an incomplete one or updates one of an older build: all fetch only what is missing. */
export async function savePack(loadStatuses: LoadStatuses): Promise<void> {
  if (running) return;
  const controller = new AbortController();
  running = controller;
  try {
    // The statuses load beside the files; they are recorded with the finished (or interrupted) pack.
    const statusesNow = loadStatuses().then(
      (byCode) => ({ asOf: new Date().toISOString(), byCode: Object.fromEntries(byCode) }),
      () => null,
    );
    const [available, previous] = await Promise.all([
      // The list the estimate was shown from: a newer build shows as files missing, and the reading
      // after every run (refresh) brings the newer list for the next.
      view.available ?? loadAvailable(),
      readPackState(),
      // Asked before the download, so that the browser does not evict the pack when space runs low.
      navigator.storage?.persist?.().catch(() => false),
    ]);
    if (!available) return;
    let arrived: PackState['statuses'] = null;
    void statusesNow.then((fresh) => (arrived = fresh));
    // No statuses now: keep those saved before, with their own time.
    const withStatuses = (record: PackState, fresh: PackState['statuses']): PackState => ({
      ...record,
      statuses: fresh ?? record.statuses,
    });
    const sameBuild = previous?.build === available.build;
    const state: PackState = {
      build: available.build,
      deviceWidth: thisDeviceWidth(),
      files: available.size.files,
      transferBytes: available.size.transferBytes,
      startedAt: sameBuild ? previous.startedAt : new Date().toISOString(),
      savedAt: sameBuild ? previous.savedAt : null,
      downloading: true,
      statuses: previous?.statuses ?? null,
    };
    await writePackState(state);
    const cache = await caches.open(OFFLINE_PACK_CACHE_NAME);
    const missing = await missingFiles(cache, available.files);
    const present = available.files.filter((file) => !missing.includes(file));
    const alreadyDone: PackProgress = {
      filesDone: present.length,
      filesTotal: available.size.files,
      bytesDone: present.reduce((sum, file) => sum + file.transferBytes, 0),
      bytesTotal: available.size.transferBytes,
    };
    patch({ available, stored: state, missing: missing.length, progress: alreadyDone });
    try {
      await downloadFiles({
        cache,
        files: missing,
        alreadyDone,
        signal: controller.signal,
        onProgress: (progress) => patch({ progress }),
      });
      // After an update: the files of the old build go, the new pack is complete.
      await removeUnlisted(cache, available.files);
      const saved = withStatuses(
        { ...state, savedAt: new Date().toISOString(), downloading: false },
        await statusesNow,
      );
      await writePackState(saved);
      // Shown at once; the reading of list and cache below confirms it.
      patch({ stored: saved, missing: 0, progress: null });
    } catch (error) {
      if (!(error instanceof PackIncompleteError) && !controller.signal.aborted) throw error;
      // Cancelled or files missing: wait for the visitor (or the connection), recording whatever
      // statuses have arrived. A page that simply went away never gets here, so its record still says
      // "downloading" and it resumes itself.
      await writePackState(withStatuses({ ...state, downloading: false }, arrived));
    }
  } catch (error) {
    console.error('Offline pack: saving failed', error);
  } finally {
    running = null;
    patch({ progress: null });
    await refresh();
  }
}

export function cancelPack(): void {
  running?.abort();
}

export async function deletePack(): Promise<void> {
  cancelPack();
  await removePack();
  await refresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getView = () => view;

export function useOfflinePack(loadStatuses: LoadStatuses): OfflinePackView {
  const current = useSyncExternalStore(subscribe, getView, getView);
  useEffect(() => {
    if (typeof caches === 'undefined') {
      patch({ supported: false, checking: false });
      return;
    }
    let active = true;
    if (!running) {
      void refresh().then(() => {
        // The page went away during a download: carry on where it stopped.
        if (active && view.available && view.stored?.downloading) void savePack(loadStatuses);
      });
    }
    // Files lost to a dropped connection are fetched once the browser is back online.
    const onOnline = () => {
      if (active && view.stored && !view.stored.savedAt) void savePack(loadStatuses);
    };
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      window.removeEventListener('online', onOnline);
    };
  }, [loadStatuses]);
  return current;
}
