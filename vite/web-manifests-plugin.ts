/** Vite plugin: writes the web app manifest of each language (site-map/web-manifests.ts) into dist/. */
import type { Plugin } from 'vite';

import { LOCALES } from '../src/lib/i18n/locale.ts';
import { manifestPath, webManifest } from '../src/site-map/web-manifests.ts';

export function webManifestsPlugin(): Plugin {
  return {
    name: 'grabbeallee:web-manifests',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const locale of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: JSON.stringify(webManifest(locale), null, 2),
        });
      }
    },
  };
}
