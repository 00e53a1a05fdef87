import { imageManifest } from '@/assets/image-manifest.gen';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { LightboxImage } from '@/components/lightbox/lightbox-image';
import { PROJECT_GALLERY } from '@/content/project-page/project-images';
import type { GalleryItem } from '@/features/gallery/components/gallery-item';
import { useProjectText } from '@/features/project/use-project-text';

/** The pictures of the project gallery, in order: the first is shown large (and is the page's main image). */
export function useGalleryItems(): GalleryItem[] {
  const pick = useProjectText();
  return PROJECT_GALLERY.map(({ image, alt }, index) => {
    const asset = imageManifest[image];
    const text = pick(alt);
    return {
      key: image,
      alt: text,
      thumbnail: (
        <ResponsiveImage
          image={asset}
          alt={text}
          priority={index === 0}
          aspectRatio={index === 0 ? 16 / 10 : 4 / 3}
          sizes={
            index === 0
              ? '(min-width: 75em) 760px, (min-width: 48em) 66vw, 100vw'
              : '(min-width: 48em) 25vw, 50vw'
          }
        />
      ),
      full: <LightboxImage image={asset} alt={text} />,
    };
  });
}
