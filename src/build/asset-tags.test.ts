// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { clientAssetTags, injectIntoHead, type ViteManifest } from './asset-tags';

const manifest: ViteManifest = {
  'src/entry-react-dom.ts': { file: 'assets/entry-react-dom-0.js', isEntry: true, imports: ['_client.js'] },
  '_client.js': { file: 'assets/client-6.js' },
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_jsx.js', '_client.js'],
  },
  '_jsx.js': { file: 'assets/jsx-2.js', imports: ['src/entry-client.tsx'] },
  'style.css': { file: 'assets/style-3.css' },
  'node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2': {
    file: 'assets/m700-4.woff2',
  },
  'node_modules/@fontsource/montserrat/files/montserrat-latin-600-normal.woff2': {
    file: 'assets/m600-5.woff2',
  },
};

describe('clientAssetTags', () => {
  it('links the stylesheet, the web fonts and the entries in their order, and preloads their imports once', () => {
    expect(clientAssetTags(manifest)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/style-3.css">' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/m600-5.woff2">' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/m700-4.woff2">' +
        '<script type="module" crossorigin src="/assets/entry-react-dom-0.js"></script>' +
        '<script type="module" crossorigin src="/assets/entry-client-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/client-6.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/jsx-2.js">',
    );
  });

  it('fails loudly without the entry', () => {
    expect(() => clientAssetTags({})).toThrow(/missing/);
  });
});

describe('injectIntoHead', () => {
  it('puts the tags right before </head>', () => {
    expect(injectIntoHead('<html><head><title>x</title></head><body></body></html>', '<meta x>')).toBe(
      '<html><head><title>x</title><meta x></head><body></body></html>',
    );
  });
});
