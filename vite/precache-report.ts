/**
 * Prints at build time what a first visit downloads for the worker's precache, for a phone and
 * for a large screen (the worker keeps one image width per device: src/site-map/device-image-width.ts).
 * A workbox manifest transform that leaves the manifest as it is.
 */
import { precacheForDevice } from '../src/site-map/device-image-width.ts';
import { formatPrecacheSize, precacheSize } from './precache-size.ts';

/** Device image widths the build reports: Lighthouse's phone and a desktop. */
export const REPORTED_DEVICES = [
  { label: 'phone (412 px at 1.75×)', width: 768 },
  { label: 'large screen (1920 px)', width: 1920 },
];

export function precacheReport(distDir: () => string) {
  return (entries: { url: string; revision: string | null; size: number }[]) => {
    for (const device of REPORTED_DEVICES) {
      const urls = precacheForDevice(entries, device.width).map((entry) => entry.url);
      console.log(`First visit, ${device.label}: ${formatPrecacheSize(precacheSize(distDir(), urls))}`);
    }
    return Promise.resolve({ manifest: entries, warnings: [] });
  };
}
