import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { NEIGHBOURHOOD_IMAGE } from '@/content/project-page/project-images';
import { useProjectText } from '@/features/project/use-project-text';

export function NeighbourhoodImage() {
  const pick = useProjectText();
  return (
    <ResponsiveImage
      image={imageManifest[NEIGHBOURHOOD_IMAGE.image]}
      alt={pick(NEIGHBOURHOOD_IMAGE.alt)}
      aspectRatio={16 / 7}
      sizes="(min-width: 75em) 1140px, 100vw"
    />
  );
}
