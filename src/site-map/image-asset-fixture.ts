/** Test fixture: one image of the responsive pipeline as the generated manifest describes it (landscape, 1600 px wide). */
import type { ImageAsset } from './image-asset';

export const landscapeImage: ImageAsset = {
  name: 'park',
  width: 1600,
  height: 1000,
  hash: 'abc123',
  widths: [480, 768, 1024, 1280],
  color: '#d8dcd4',
};
