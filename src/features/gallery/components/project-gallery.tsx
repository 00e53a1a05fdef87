import { useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { galleryRows, type GalleryItem } from './gallery-item';
import classes from './project-gallery.module.css';

const GalleryLightbox = lazy(() =>
  import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })),
);

/**
 * The project gallery: the first image large, up to four small ones, the rest in rows; a click opens
 * the lightbox at that image. With no images it says so.
 */
export function ProjectGallery({ items }: { items: readonly GalleryItem[] }) {
  const { t } = useLingui();
  const [lightbox, setLightbox] = useState<{ index: number; opened: boolean } | null>(null);

  if (items.length === 0) {
    return (
      <Text c="charcoal.6" ta="center" py="xl" data-gallery-empty="">
        {t`No images available for this project.`}
      </Text>
    );
  }

  const { hero, small, rest } = galleryRows(items);
  const tile = (item: GalleryItem, index: number) => (
    <UnstyledButton
      key={item.key}
      className={classes.tile}
      onClick={() => setLightbox({ index, opened: true })}
      aria-label={t`Enlarge image ${index + 1} of ${items.length}: ${item.alt}`}
    >
      {item.thumbnail}
    </UnstyledButton>
  );

  return (
    <div data-gallery="">
      <div className={classes.top} data-small={small.length > 0}>
        {hero && tile(hero, 0)}
        {small.length > 0 && <div className={classes.small}>{small.map((item, i) => tile(item, i + 1))}</div>}
      </div>
      {rest.length > 0 && (
        <div className={classes.rest}>{rest.map((item, i) => tile(item, i + 1 + small.length))}</div>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <GalleryLightbox
            items={items}
            index={lightbox.index}
            opened={lightbox.opened}
            onClose={() => setLightbox({ ...lightbox, opened: false })}
          />
        </Suspense>
      )}
    </div>
  );
}
