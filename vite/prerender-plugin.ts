/**
 * Vite plugin: after the client build, render every page of both languages with the SSR bundle
 * (built before, into dist-ssr/) and write the HTML files into dist/. It runs before
 * vite-plugin-pwa generates the service worker, so the worker precaches these pages.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Plugin, ResolvedConfig } from 'vite';

import { prerenderTargets } from '../src/site-map/prerender-targets.ts';
import { renderedPathTag } from '../src/site-map/rendered-path.ts';
import { firstPaintTransform } from './first-load/first-paint.ts';
import { injectIntoHead, type ViteManifest } from './first-load/page-assets.ts';
import { writePackList } from './offline-pack-list.ts';
import { emitSecurityHeaders, withScriptPolicy, type RenderedPage } from './security-headers.ts';
import { discoveryFiles } from './sitemap.ts';

interface ServerEntry {
  renderPage(url: string): Promise<{ status: number; html: string }>;
}

export function prerenderPlugin({ ssrEntry = 'dist-ssr/entry-server.js' } = {}): Plugin {
  let config: ResolvedConfig;
  // Rolldown closes the bundle after a failed build too, with nothing written: its error is the one to read.
  let bundleWritten = false;
  return {
    name: 'grabbeallee:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      bundleWritten = true;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr || !bundleWritten) return;
        const outDir = resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(
          await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as ViteManifest;
        const finish = await firstPaintTransform(outDir, manifest);
        const entry = (await import(pathToFileURL(resolve(config.root, ssrEntry)).href)) as ServerEntry;
        const started = performance.now();
        const targets = prerenderTargets();
        const written: RenderedPage[] = [];
        for (const target of targets) {
          const page = await entry.renderPage(target.url);
          if (page.status !== target.expectedStatus) {
            throw new Error(
              `Prerender of ${target.url} answered ${page.status}, expected ${target.expectedStatus}`,
            );
          }
          const file = join(outDir, target.file);
          await mkdir(dirname(file), { recursive: true });
          const html = withScriptPolicy(finish(injectIntoHead(page.html, renderedPathTag(target.url))));
          await writeFile(file, html);
          written.push({ ...target, html });
        }
        // sitemap.xml and robots.txt from the pages' heads (sitemap.ts).
        for (const [name, text] of Object.entries(discoveryFiles(written))) {
          await writeFile(join(outDir, name), text);
        }
        // The headers, with each page's script policy (security-headers.ts).
        const headers = await emitSecurityHeaders(config, outDir, written);
        // The offline pack's file list and page bundles, from dist/ as written (offline-pack-list.ts).
        await writePackList(outDir, headers.pagePolicies, config.logger);
        config.logger.info(
          `prerendered ${targets.length} pages in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
