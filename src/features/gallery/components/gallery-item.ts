import type { ReactNode } from 'react';

/** One picture of the project gallery: how it looks in the grid and enlarged. */
export interface GalleryItem {
  key: string;
  /** Describes the picture; also the lightbox caption. */
  alt: string;
  thumbnail: ReactNode;
  full: ReactNode;
}

/** The grid's shape: one large image, up to four small ones, the rest in rows. */
export const GALLERY_SMALL_COUNT = 4;

export function galleryRows<T>(items: readonly T[]): { hero: T | undefined; small: T[]; rest: T[] } {
  return {
    hero: items[0],
    small: items.slice(1, 1 + GALLERY_SMALL_COUNT),
    rest: items.slice(1 + GALLERY_SMALL_COUNT),
  };
}
