import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';

import { IconPhotoOff } from '@/components/icons';
import { MIME_TYPES, srcSet, variantUrl, type ImageAsset } from '@/site-map/image-asset';

import classes from './responsive-image.module.css';
import { useImageLoadState } from './use-image-load-state';

export interface ArtDirectedSource {
  /** Media query, e.g. '(max-width: 639px)'. */
  media: string;
  image: ImageAsset;
}

export interface ResponsiveImageProps {
  image: ImageAsset;
  /** Describes the image; '' for a purely decorative one. */
  alt: string;
  /** How wide the image is drawn, e.g. '(min-width: 62em) 33vw, 100vw'. */
  sizes: string;
  /** The page's largest image: loaded eagerly with high priority. Everything else loads lazily. */
  priority?: boolean;
  /** Load now although not the largest image (e.g. the next slide, preloaded while hidden). */
  eager?: boolean;
  /** Other images for other viewports (first match wins), e.g. the portrait hero on phones. */
  artDirection?: ArtDirectedSource[];
  /** Fill the positioned parent instead of keeping the image's own aspect ratio. */
  fill?: boolean;
  /** Frame aspect ratio (width / height); defaults to the image's own. */
  aspectRatio?: number;
  fit?: 'cover' | 'contain';
  className?: string;
}

const MODERN_FORMATS = ['avif', 'webp'] as const;

/** Each <source> needs its own `sizes`: without it the browser assumes 100vw and fetches too wide. */
function Sources({ image, media, sizes }: { image: ImageAsset; media?: string; sizes: string }) {
  return MODERN_FORMATS.map((format) => (
    <source
      key={`${media ?? 'default'}-${format}`}
      type={MIME_TYPES[format]}
      srcSet={srcSet(image, format)}
      sizes={sizes}
      media={media}
      width={image.width}
      height={image.height}
    />
  ));
}

/**
 * A picture from the responsive pipeline: AVIF and WebP `srcset`s with a JPEG fallback, intrinsic
 * width and height (no layout shift), lazy below the fold, and the loader states of the spec.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  eager = false,
  artDirection = [],
  fill = false,
  aspectRatio,
  fit = 'cover',
  className,
}: ResponsiveImageProps) {
  const { t } = useLingui();
  const { ref, frameRef, state, onLoad, onError } = useImageLoadState();
  const frameStyle: CSSProperties = {
    backgroundColor: image.color,
    aspectRatio: fill ? undefined : (aspectRatio ?? image.width / image.height),
  };
  const fallbackWidth = image.widths.find((width) => width >= 1024) ?? image.widths.at(-1)!;
  const frameClass = [classes.frame, fill && classes.fill, fit === 'contain' && classes.contain, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span ref={frameRef} className={frameClass} style={frameStyle} data-state={state} data-image={image.name}>
      <picture>
        {artDirection.map((source) => (
          <Sources key={source.media} image={source.image} media={source.media} sizes={sizes} />
        ))}
        <Sources image={image} sizes={sizes} />
        <img
          ref={ref}
          className={classes.image}
          src={variantUrl(image, fallbackWidth, 'jpg')}
          srcSet={srcSet(image, 'jpg')}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={priority || eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          onLoad={onLoad}
          onError={onError}
        />
      </picture>
      {state === 'failed' && (
        <span className={classes.failed} role="status">
          <IconPhotoOff size={28} stroke={1.5} aria-hidden />
          {t`Failed to load image`}
        </span>
      )}
    </span>
  );
}
