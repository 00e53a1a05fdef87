/**
 * The client build's output folder as Vite resolved it, `--outDir` included, for steps the config
 * names before it is resolved (the worker's precache transforms).
 */
import { resolve } from 'node:path';

import type { Plugin } from 'vite';

export interface BuildOutDir {
  plugin: Plugin;
  /** The absolute path; only once the config is resolved. */
  path: () => string;
}

export function buildOutDir(): BuildOutDir {
  let outDir: string | undefined;
  return {
    plugin: {
      name: 'grabbeallee:build-out-dir',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    path: () => {
      if (outDir === undefined) throw new Error('The build output folder is read before Vite resolved it');
      return outDir;
    },
  };
}
