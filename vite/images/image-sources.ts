/**
 * The pipeline's source folder: one file per image name. A drawing (.svg) is the default; a photo
 * with the same name (.jpg, .jpeg, .png, .webp, .avif) replaces it without any other change.
 */
import { readdir } from 'node:fs/promises';
import { extname, basename, join } from 'node:path';

export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;
const SOURCE_EXTENSIONS = [...PHOTO_EXTENSIONS, '.svg'];

export interface ImageSource {
  name: string;
  file: string;
}

/** One source per name; photos win over drawings, and among photos the order of PHOTO_EXTENSIONS decides. */
export function pickSources(fileNames: string[]): { name: string; fileName: string }[] {
  const byName = new Map<string, string>();
  const rank = (fileName: string) => SOURCE_EXTENSIONS.indexOf(extname(fileName).toLowerCase());
  for (const fileName of fileNames) {
    if (rank(fileName) < 0) continue;
    const name = basename(fileName, extname(fileName));
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      throw new Error(`Image source "${fileName}": names must be kebab-case (a-z, 0-9, -)`);
    }
    const current = byName.get(name);
    if (current === undefined || rank(fileName) < rank(current)) byName.set(name, fileName);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, fileName]) => ({ name, fileName }));
}

export async function listImageSources(sourceDir: string): Promise<ImageSource[]> {
  const fileNames = await readdir(sourceDir);
  return pickSources(fileNames).map(({ name, fileName }) => ({ name, file: join(sourceDir, fileName) }));
}
