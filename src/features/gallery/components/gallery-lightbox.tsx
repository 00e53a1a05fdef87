import { useLingui } from '@lingui/react/macro';

import { Lightbox } from '@/components/lightbox/lightbox';

import type { GalleryItem } from './gallery-item';

export function GalleryLightbox({
  items,
  index,
  opened,
  onClose,
}: {
  items: readonly GalleryItem[];
  index: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Lightbox
      opened={opened}
      onClose={onClose}
      title={t`Project gallery`}
      initialIndex={index}
      slides={items.map((item) => ({ key: item.key, caption: item.alt, content: item.full }))}
    />
  );
}
