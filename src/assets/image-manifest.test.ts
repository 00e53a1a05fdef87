import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { variantWidths } from '@/site-map/image-asset';

import { sourceHash } from '../../vite/images/image-pipeline';
import { listImageSources } from '../../vite/images/image-sources';
import { imageManifest } from './image-manifest.gen';

describe('the committed image manifest', () => {
  it('describes exactly the current source images (run `npm run build` after changing one)', async () => {
    const sources = await listImageSources(join(process.cwd(), 'src/assets/images'));
    expect(Object.keys(imageManifest).sort()).toEqual(sources.map((source) => source.name).sort());
    for (const source of sources) {
      const entry = imageManifest[source.name as keyof typeof imageManifest];
      expect(entry.hash, source.name).toBe(sourceHash(await readFile(source.file)));
      expect(entry.widths).toEqual(variantWidths(entry.width));
    }
  });

  it('has portrait images for the mobile hero and a landscape one for desktop', () => {
    expect(imageManifest['hero-desktop'].width).toBeGreaterThanOrEqual(1920);
    for (const name of ['hero-mobile-1', 'hero-mobile-2', 'hero-mobile-3'] as const) {
      expect(imageManifest[name].height).toBeGreaterThan(imageManifest[name].width);
    }
  });
});
