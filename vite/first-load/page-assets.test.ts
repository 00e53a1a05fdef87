// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { clientAssets, injectIntoHead, type ViteManifest } from './page-assets';

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

describe('clientAssets', () => {
  it('gives the stylesheet, the web fonts, the entries in their order and their imports once', () => {
    expect(clientAssets(manifest)).toEqual({
      stylesheet: '/assets/style-3.css',
      fonts: ['/assets/m600-5.woff2', '/assets/m700-4.woff2'],
      entries: ['/assets/entry-react-dom-0.js', '/assets/entry-client-1.js'],
      preloads: ['/assets/client-6.js', '/assets/jsx-2.js'],
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
