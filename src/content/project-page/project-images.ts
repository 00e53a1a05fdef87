/** The images of the project page with their descriptions. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ImageName } from '@/assets/image-manifest.gen';

import { project } from '../project';

export interface ProjectImage {
  image: ImageName;
  alt: MessageDescriptor;
}

const { parkWalkMinutes } = project.transit;
const { neighborhood } = project;

/** The project gallery: the first is shown large, then up to four small ones, the rest in rows. */
export const PROJECT_GALLERY: readonly ProjectImage[] = [
  {
    image: 'hero-desktop',
    alt: msg`Grabbeallee 68: the street building with the garden houses behind it`,
  },
  { image: 'render-building-1', alt: msg`Building 1, the street building` },
  { image: 'render-building-2', alt: msg`Building 2, a garden house` },
  { image: 'render-building-3', alt: msg`Building 3, a garden house` },
  { image: 'render-building-4', alt: msg`Building 4, a garden house` },
  { image: 'teaser-gallery-1', alt: msg`Facade detail with deep balconies and tall windows` },
  { image: 'teaser-gallery-2', alt: msg`The green courtyard between the garden houses` },
  { image: 'teaser-gallery-3', alt: msg`Green roof with solar panels, the television tower on the horizon` },
];

/** The park images of the overview. */
export const PARK_IMAGES: readonly ProjectImage[] = [
  { image: 'park', alt: msg`The park, ${parkWalkMinutes} minutes' walk from the house` },
  { image: 'teaser-gallery-2', alt: msg`The garden between the houses` },
];

export const NEIGHBOURHOOD_IMAGE: ProjectImage = {
  image: 'neighbourhood',
  alt: msg`Old villas and tree-lined streets in ${neighborhood}`,
};

/** The render of each building (third slide of the unit lightbox). */
export const BUILDING_RENDERS = {
  1: 'render-building-1',
  2: 'render-building-2',
  3: 'render-building-3',
  4: 'render-building-4',
} as const satisfies Record<1 | 2 | 3 | 4, ImageName>;
