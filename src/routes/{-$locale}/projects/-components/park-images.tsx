import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { PARK_IMAGES } from '@/content/project-detail';
import { useLocalized } from '@/features/project/use-localized';

/** The park pictures of the overview. */
export function useParkImages() {
  const pick = useLocalized();
  return PARK_IMAGES.map(({ image, alt }) => (
    <ResponsiveImage
      key={image}
      image={imageManifest[image]}
      alt={pick(alt)}
      aspectRatio={3 / 2}
      sizes="(min-width: 48em) 50vw, 100vw"
    />
  ));
}
