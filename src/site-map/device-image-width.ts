/**
 * Which image variants the worker precaches on a device: one format (AVIF) and, of each image,
 * only the width this device draws it at, the narrowest variant at least as wide as the device's
 * screen in device pixels (the widest there is when none is). Every other variant is cached at
 * runtime when a page shows it, and offline a missing variant is answered with a stored variant of
 * the same image (src/sw/sw.ts). Pure and runtime-neutral: used by the worker, by the page that registers
 * it and saves the offline pack (which pass or use the device's width), and, for the printed size, by the
 * build and the bench.
 */
import { parseVariant, VARIANT_WIDTHS } from './image-asset.ts';

/**
 * The device's widest need in device pixels, rounded up to a variant width so the worker's URL
 * stays the same on every visit: the shorter screen side (stable when the phone turns) times the
 * pixel ratio.
 */
export function deviceImageWidth(
  screen: { width: number; height: number },
  devicePixelRatio: number,
): number {
  const pixels = Math.min(screen.width, screen.height) * devicePixelRatio;
  return VARIANT_WIDTHS.find((width) => width >= pixels) ?? VARIANT_WIDTHS.at(-1)!;
}

/** Chooses, of `widths`, the one a device of `deviceWidth` device pixels uses. */
export function widthForDevice(widths: number[], deviceWidth: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= deviceWidth) ?? sorted.at(-1)!;
}

/** The precache list for one device: everything that is not an image variant, plus one variant per image. */
export function precacheForDevice<T extends string | { url: string }>(
  entries: T[],
  deviceWidth: number,
): T[] {
  const urlOf = (entry: T) => (typeof entry === 'string' ? entry : entry.url);
  const widthsByImage = new Map<string, number[]>();
  for (const entry of entries) {
    const variant = parseVariant(urlOf(entry));
    if (variant?.format === 'avif') {
      widthsByImage.set(variant.image, [...(widthsByImage.get(variant.image) ?? []), variant.width]);
    }
  }
  return entries.filter((entry) => {
    const variant = parseVariant(urlOf(entry));
    if (!variant) return true;
    return (
      variant.format === 'avif' &&
      variant.width === widthForDevice(widthsByImage.get(variant.image) ?? [], deviceWidth)
    );
  });
}

/** The query parameter of the worker's URL that carries `deviceImageWidth`. */
export const DEVICE_WIDTH_PARAM = 'w';
/** Without the parameter: a phone of the Lighthouse class (412 CSS px at 1.75). */
export const DEFAULT_DEVICE_WIDTH = 768;
