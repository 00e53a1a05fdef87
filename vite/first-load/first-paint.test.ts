// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { LOADER_FILE_PREFIX, SITE_STYLESHEET_ATTRIBUTE } from '../../src/first-load/contract';
import { buildLoader, fallbackFaces, loadAfterPaint, loaderFile } from './first-paint';

describe('fallbackFaces', () => {
  it('gives every local fallback face of font-fallbacks.css, compact, without comments', async () => {
    const css = await fallbackFaces();
    expect(css.match(/@font-face\{/g)).toHaveLength(4);
    for (const face of ['Open Sans Fallback: Arial', 'Montserrat Fallback: Roboto']) {
      expect(css).toContain(`font-family:"${face}"`);
    }
    expect(css).not.toMatch(/\/\*|\n|url\(/);
  });
});

describe('the page loader', () => {
  it('puts the loader at the end of the body, async, and the stylesheet in <noscript>', () => {
    expect(
      loadAfterPaint(
        '<html><head><title>x</title></head><body><main>x</main></body></html>',
        '/assets/style-1.css',
        '/assets/loader-abc.js',
      ),
    ).toBe(
      '<html><head><title>x</title><noscript><link rel="stylesheet" href="/assets/style-1.css"></noscript></head>' +
        '<body><main>x</main><script src="/assets/loader-abc.js" async></script></body></html>',
    );
  });

  it('is built from its source as one classic script with the assets written in, named by its content', async () => {
    const assets = {
      stylesheet: '/assets/style-1.css',
      entry: '/assets/entry-2.js',
      fonts: ['/assets/font-4.woff2'],
      preloads: ['/assets/jsx-3.js'],
    };
    const source = await buildLoader(assets);
    for (const url of [assets.entry, ...assets.fonts, ...assets.preloads, assets.stylesheet]) {
      expect(source).toContain(url);
    }
    expect(source).toContain(SITE_STYLESHEET_ATTRIBUTE);
    // No module syntax, no import of its own files: it runs as a plain <script async>.
    expect(source).not.toMatch(/^\s*(import|export)\b/m);
    expect(() => new Function(source)).not.toThrow();
    expect(source.length).toBeLessThan(3000);
    expect(loaderFile(source)).toMatch(new RegExp(`^${LOADER_FILE_PREFIX}[\\w-]{8}\\.js$`));
    expect(loaderFile(source)).toBe(loaderFile(source));
    expect(loaderFile(`${source};`)).not.toBe(loaderFile(source));
  });
});
