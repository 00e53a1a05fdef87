/**
 * One image of the responsive pipeline, as the generated manifest (src/assets/image-manifest.gen.ts)
 * describes it, and the URLs of its variants, both ways (a variant's URL from an image, and an image's
 * name, width and format from a URL). Runtime-neutral: shared by the build step (vite/images/),
 * the `ResponsiveImage` component, the service worker and the offline pack, so all agree on every file
 * name and width.
 */

/** Widths the pipeline produces, never wider than the source. */
export const VARIANT_WIDTHS = [480, 768, 1024, 1280, 1920] as const;
export const VARIANT_QUALITY = 80;
/** Modern formats first; the fallback is JPEG for browsers without AVIF or WebP. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const MIME_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Where the variants are served from. */
export const IMAGE_BASE_PATH = '/images/';

export interface ImageAsset {
  /** Source file name without extension, e.g. 'hero-desktop'. */
  name: string;
  /** Intrinsic size of the source, in pixels. */
  width: number;
  height: number;
  /** Short hash of the source and the pipeline settings: changes whenever a variant would change. */
  hash: string;
  /** Widths of the variants, ascending. */
  widths: readonly number[];
  /** Dominant colour, shown while the image loads. */
  color: string;
}

/** The widths to produce for a source: the standard widths up to the source's width, or the source's own width when it is narrower. */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

export function variantFileName(
  image: Pick<ImageAsset, 'name' | 'hash'>,
  width: number,
  format: VariantFormat,
): string {
  return `${image.name}.${image.hash}-${width}.${format}`;
}

export function variantUrl(
  image: Pick<ImageAsset, 'name' | 'hash'>,
  width: number,
  format: VariantFormat,
): string {
  return `${IMAGE_BASE_PATH}${variantFileName(image, width, format)}`;
}

/** `images/<name>.<hash>-<width>.<format>` (with or without the leading slash). */
const VARIANT_PATH = new RegExp(`(?:^|/)images/([^/]+\\.[0-9a-f]+)-(\\d+)\\.(${VARIANT_FORMATS.join('|')})$`);

export interface ImageVariant {
  /** `<name>.<hash>`: the same for every width and format of one image. */
  image: string;
  width: number;
  format: VariantFormat;
}

/** The image, width and format of a variant's URL (absolute or a path), or null for any other URL. */
export function parseVariant(url: string): ImageVariant | null {
  const match = VARIANT_PATH.exec(new URL(url, 'https://x').pathname);
  return match ? { image: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat } : null;
}

/** The `srcset` of one format: every width with its `w` descriptor. */
export function srcSet(image: ImageAsset, format: VariantFormat): string {
  return image.widths.map((width) => `${variantUrl(image, width, format)} ${width}w`).join(', ');
}

/** Height of a variant of the given width, with the source's aspect ratio. */
export function heightAt(image: Pick<ImageAsset, 'width' | 'height'>, width: number): number {
  return Math.round((image.height * width) / image.width);
}
