// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { clientAssets, injectIntoHead, type ViteManifest } from './page-assets';

const manifest: ViteManifest = {
  '_client.js': { file: 'assets/client-6.js', imports: ['_jsx.js'] },
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_jsx.js', '_client.js'],
    dynamicImports: ['node_modules/react-dom/client.js'],
  },
  'node_modules/react-dom/client.js': { file: 'assets/client-7.js', imports: ['_jsx.js'] },
  '_jsx.js': { file: 'assets/jsx-2.js', imports: ['src/entry-client.tsx'] },
  'style.css': { file: 'assets/style-3.css' },
  'node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2': {
    file: 'assets/m700-4.woff2',
  },
  'node_modules/@fontsource/montserrat/files/montserrat-latin-600-normal.woff2': {
    file: 'assets/m600-5.woff2',
  },
};

describe('clientAssets', () => {
  it('gives the stylesheet, the web fonts, the entry, its imports however deep and its own dynamic ones, once each', () => {
    expect(clientAssets(manifest)).toEqual({
      stylesheet: '/assets/style-3.css',
      fonts: ['/assets/m600-5.woff2', '/assets/m700-4.woff2'],
      entry: '/assets/entry-client-1.js',
      preloads: ['/assets/jsx-2.js', '/assets/client-6.js', '/assets/client-7.js'],
    });
  });

  it('fails loudly without the entry', () => {
    expect(() => clientAssets({})).toThrow(/missing/);
  });
});

describe('injectIntoHead', () => {
  it('puts the tags right before </head>', () => {
    expect(injectIntoHead('<html><head><title>x</title></head><body></body></html>', '<meta x>')).toBe(
      '<html><head><title>x</title><meta x></head><body></body></html>',
    );
  });
});
