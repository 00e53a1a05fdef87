/**
 * Writes every illustration of `scenes.ts` to src/assets/images/<name>.svg, the image pipeline's
 * source folder, and the brand page's presentation backgrounds to public/brand/. Deterministic: re-running without changes rewrites identical files.
 *   npx tsx scripts/illustrations/generate-illustrations.ts
 * A real photo named like an illustration (e.g. hero-desktop.jpg) takes precedence in the pipeline;
 * the SVG can stay.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { brandBackgrounds } from './brand-backgrounds.ts';
import { scenes } from './scenes.ts';

const SOURCE_DIR = fileURLToPath(new URL('../../src/assets/images/', import.meta.url));
const BRAND_DIR = fileURLToPath(new URL('../../public/brand/', import.meta.url));

async function writeAll(drawings: Record<string, () => string>, dir: string) {
  for (const [name, draw] of Object.entries(drawings)) await writeFile(join(dir, `${name}.svg`), draw());
  console.log(`wrote ${Object.keys(drawings).length} drawings to ${dir}`);
}

await writeAll(scenes, SOURCE_DIR);
await writeAll(brandBackgrounds, BRAND_DIR);
