import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { PARK_IMAGES } from '@/content/project-page/project-images';
import { useProjectText } from '@/features/project/use-project-text';

/** The park pictures of the overview. */
export function useParkImages() {
  const pick = useProjectText();
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
