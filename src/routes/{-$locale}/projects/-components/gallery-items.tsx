import { useLingui } from '@lingui/react/macro';

import { BUILDING_NUMBERS } from '@/content/units';
import { BuildingRenderSvg } from '@/features/apartments/floor-plans/building-render-svg';
import type { GalleryItem } from '@/features/gallery/components/gallery-item';

/** The pictures of the project gallery, in order: the first is shown large. */
export function useGalleryItems(): GalleryItem[] {
  const { t } = useLingui();
  return BUILDING_NUMBERS.map((building) => ({
    key: `building-${building}`,
    alt:
      building === 1 ? t`Building ${building}, the street building` : t`Building ${building}, a garden house`,
    thumbnail: <BuildingRenderSvg building={building} />,
    full: <BuildingRenderSvg building={building} />,
  }));
}
