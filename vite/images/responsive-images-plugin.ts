/**
 * Vite plugin of the responsive image pipeline.
 *  - buildStart (every build, server and client): builds the variants of src/assets/images/ into the
 *    cache folder (only what is missing) and rewrites src/assets/image-manifest.gen.ts when it
 *    changed, before any module imports it.
 *  - generateBundle (client build): emits every variant as dist/images/<name>.<hash>-<width>.<format>,
 *    so vite-plugin-pwa precaches them with the pages.
 *  - dev server: serves /images/* from the cache folder.
 * Generated variants are not committed: a clean clone encodes them once (about half a minute on two
 * cores), later builds reuse the cache in node_modules/.cache/.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import type { Plugin } from 'vite';

import { IMAGE_BASE_PATH, MIME_TYPES, type VariantFormat } from '../../src/site-map/image-asset.ts';
import { buildImages, manifestModule, type BuiltImages } from './image-pipeline.ts';

export const IMAGE_SOURCE_DIR = 'src/assets/images';
export const IMAGE_MANIFEST_FILE = 'src/assets/image-manifest.gen.ts';
export const IMAGE_CACHE_DIR = 'node_modules/.cache/responsive-images';

/** Writes the manifest formatted as Prettier would (lint checks it), and only when it changed. */
async function writeIfChanged(path: string, source: string): Promise<boolean> {
  const prettier = await import('prettier');
  const content = await prettier.format(source, { ...(await prettier.resolveConfig(path)), filepath: path });
  const current = await readFile(path, 'utf8').catch(() => '');
  if (current === content) return false;
  await writeFile(path, content);
  return true;
}

export function responsiveImagesPlugin(): Plugin {
  let root = process.cwd();
  let isSsrBuild = false;
  let built: Promise<BuiltImages> | undefined;
  const run = () =>
    (built ??= (async () => {
      const started = performance.now();
      const result = await buildImages({
        sourceDir: resolve(root, IMAGE_SOURCE_DIR),
        cacheDir: resolve(root, IMAGE_CACHE_DIR),
      });
      const changed = await writeIfChanged(resolve(root, IMAGE_MANIFEST_FILE), manifestModule(result.assets));
      console.log(
        `responsive images: ${result.assets.length} sources, ${result.encoded} variants encoded, ${result.reused} from cache` +
          `${changed ? ', manifest updated' : ''} (${Math.round(performance.now() - started)} ms)`,
      );
      return result;
    })());

  return {
    name: 'grabbeallee:responsive-images',
    // Unit tests import the committed manifest and never need the encoded files.
    apply: () => !process.env.VITEST,
    configResolved(config) {
      root = config.root;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      await run();
    },
    async generateBundle() {
      if (isSsrBuild) return;
      const { files } = await run();
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${IMAGE_BASE_PATH.slice(1)}${file.fileName}`,
          source: await readFile(file.path),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(IMAGE_BASE_PATH, (request, response, next) => {
        const fileName = decodeURIComponent((request.url ?? '').split('?')[0]!.slice(1));
        const format = fileName.split('.').pop() as VariantFormat;
        if (!/^[a-z0-9-]+\.[0-9a-f]+-\d+\.(avif|webp|jpg)$/.test(fileName)) return next();
        void run()
          .then(() => readFile(join(resolve(root, IMAGE_CACHE_DIR), fileName)))
          .then((content) => {
            response.setHeader('Content-Type', MIME_TYPES[format]);
            response.end(content);
          })
          .catch(() => next());
      });
    },
  };
}
