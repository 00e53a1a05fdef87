import { ResponsiveImage } from '@/components/image/responsive-image';
import type { ImageAsset } from '@/site-map/image-asset';

/** A picture of the responsive pipeline, as large as the lightbox slide allows, never cropped. */
export function LightboxImage({ image, alt }: { image: ImageAsset; alt: string }) {
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', background: 'transparent' }}>
      <ResponsiveImage image={image} alt={alt} sizes="100vw" fill fit="contain" />
    </div>
  );
}
