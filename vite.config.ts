import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { CLIENT_ENTRY } from './src/first-load/contract.ts';
import { backendModePlugin } from './vite/backend-mode-plugin.ts';
import { buildOutDir } from './vite/build-out-dir.ts';
import { chunkCyclesGuard } from './vite/chunk-cycles.ts';
import { devBackendPlugin } from './vite/dev-backend-plugin.ts';
import { devSsrPlugin } from './vite/dev-ssr-plugin.ts';
import { clientCodeSplitting } from './vite/first-load/chunking.ts';
import { commonjsAsEsm } from './vite/first-load/commonjs-as-esm.ts';
import { responsiveImagesPlugin } from './vite/images/responsive-images-plugin.ts';
import { lightSchemeOnly } from './vite/light-scheme-only.ts';
import {
  NEVER_OFFLINE_GLOBS,
  OFFLINE_GLOB_PATTERNS,
  packOnlyPageGlobs,
  onlineOnlyPageFiles,
} from './vite/offline-files.ts';
import { precacheReport } from './vite/precache-report.ts';
import { prerenderPlugin } from './vite/prerender-plugin.ts';
import { shortClassNames } from './vite/short-class-names.ts';
import { leaveOutStaffCode } from './vite/staff-only-files.ts';
import { webManifestsPlugin } from './vite/web-manifests-plugin.ts';

/** A module id (its absolute path) from a path relative to the project. */
const fromRoot = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

/** The commit's short hash and date (a build from a source archive without git says 'unknown'). */
function gitValue(format: string): string {
  try {
    return execFileSync('git', ['log', '-1', `--format=${format}`], { encoding: 'utf8' }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Which build a page comes from, shown on the sales desk (__APP_BUILD__, src/vite-env.d.ts). The commit's
 * date, not the build's clock, so that the same commit builds the same files.
 */
const APP_BUILD = {
  version: (
    JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
  ).version,
  commit: gitValue('%h'),
  builtAt: gitValue('%cs'),
};

/** Where the client build writes, as Vite resolved it: the worker's precache steps read the build there. */
const outDir = buildOutDir();

export default defineConfig(({ command }) => ({
  appType: 'custom',
  define: { __APP_BUILD__: JSON.stringify(APP_BUILD) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    // The site is light only: Mantine's dark-scheme rules are left out (vite/light-scheme-only.ts).
    postcss: { plugins: [lightSchemeOnly()] },
    // Readable names while developing, short ones in the build (vite/short-class-names.ts).
    modules: command === 'build' ? { generateScopedName: shortClassNames(fromRoot('')) } : {},
  },
  plugins: [
    // React's CommonJS packages as ES modules, so no start-up code runs in a CommonJS wrapper.
    commonjsAsEsm(['react', 'react-dom', 'scheduler', 'use-sync-external-store']),
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    responsiveImagesPlugin(),
    backendModePlugin(),
    devBackendPlugin(),
    devSsrPlugin(),
    prerenderPlugin(),
    webManifestsPlugin(),
    chunkCyclesGuard(),
    outDir.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      integration: { closeBundleOrder: 'post' },
      // One manifest per language, written by webManifestsPlugin (src/site-map/web-manifests.ts).
      manifest: false,
      injectManifest: {
        globPatterns: OFFLINE_GLOB_PATTERNS,
        // Images: AVIF only, and the worker keeps one width per device (src/site-map/device-image-width.ts);
        // WebP and JPEG are for browsers without AVIF. Other variants are cached at runtime.
        // The field-kit pages are left to the offline pack (vite/offline-files.ts).
        // The staff pages (sign-in, desk) and the mail-link pages (alerts) are never offline.
        globIgnores: [
          ...NEVER_OFFLINE_GLOBS,
          'images/**/*.jpg',
          'images/**/*.webp',
          ...packOnlyPageGlobs(),
          ...onlineOnlyPageFiles(),
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Staff code (the desk, the sign-in, the status dialog) stays off visitors' devices.
        manifestTransforms: [leaveOutStaffCode(outDir.path), precacheReport(outDir.path)],
      },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    // Both cores: Vitest would leave one idle on a two-core machine.
    maxWorkers: 2,
    // A component test drives a DOM by simulated typing: on a busy two-core machine that outlasts 5 s.
    testTimeout: 20_000,
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // tests/backend runs with its own config (no app plugins): see tests/backend/vitest.config.ts.
    projects: [
      // Logic tests set up no DOM (a `.test.ts` that needs one says `@vitest-environment jsdom`); components do.
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{vite,server,scripts,src,tests/unit}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'app', environment: 'jsdom', include: ['{src,tests/unit}/**/*.test.tsx'] },
      },
    ],
  },
  build: {
    manifest: true,
    // One stylesheet for the whole site: every prerendered page links it, so no route flashes unstyled.
    cssCodeSplit: false,
    rollupOptions: {
      input: CLIENT_ENTRY,
      // The start-up code in one file, Mantine's lazy code in three (vite/first-load/chunking.ts).
      output: { codeSplitting: clientCodeSplitting(fromRoot) },
    },
  },
}));
