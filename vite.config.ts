import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { backendModePlugin } from './src/build/backend-mode-plugin.ts';
import { devBackendPlugin } from './src/build/dev-backend-plugin.ts';
import { devSsrPlugin } from './src/build/dev-ssr-plugin.ts';
import { responsiveImagesPlugin } from './src/build/images/responsive-images-plugin.ts';
import { precacheReport } from './src/build/precache-report.ts';
import { prerenderPlugin } from './src/build/prerender-plugin.ts';
import { brandColors } from './src/content/brand.ts';

export default defineConfig({
  appType: 'custom',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    responsiveImagesPlugin(),
    backendModePlugin(),
    devBackendPlugin(),
    devSsrPlugin(),
    prerenderPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      integration: { closeBundleOrder: 'post' },
      manifest: {
        id: '/',
        name: 'Grabbeallee 68 – Berlin-Pankow',
        short_name: 'Grabbeallee 68',
        description:
          '56 new-build condominiums in Berlin-Pankow: apartments, floor plans and contact, also offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: brandColors.green,
        background_color: brandColors.beige,
        categories: ['business', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/home-narrow.png',
            sizes: '750x1334',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Home page on a phone',
          },
          {
            src: '/screenshots/home-wide.png',
            sizes: '1440x900',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Home page on a desktop',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,woff2,svg,png,webp,avif,jpg,ico,webmanifest}'],
        // Images: AVIF only, and the worker keeps one width per device (src/sw/image-precache.ts);
        // WebP and JPEG are for browsers without AVIF. Other variants are cached at runtime.
        globIgnores: ['screenshots/**', 'images/**/*.jpg', 'images/**/*.webp'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [precacheReport('dist')],
      },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    environment: 'jsdom',
    // tests/backend runs with its own config (no app plugins): see tests/backend/vitest.config.ts.
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
  build: {
    manifest: true,
    // One stylesheet for the whole site: every prerendered page links it, so no route flashes unstyled.
    cssCodeSplit: false,
    rollupOptions: {
      input: 'src/entry-client.tsx',
    },
  },
});
