// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { loadAfterPaint, loaderFile, loaderSource, pageAssets } from './load-after-paint';

const page =
  '<html><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/style-1.css">' +
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/font-4.woff2">' +
  '<script type="module" crossorigin src="/assets/entry-react-dom-1.js"></script>' +
  '<script type="module" crossorigin src="/assets/entry-2.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-3.js"></head><body><main>x</main></body></html>';

describe('load after paint', () => {
  it("replaces the page's blocking tags and preloads with the loader file, async, and the stylesheet in <noscript>", () => {
    expect(loadAfterPaint(page, '/assets/loader-abc.js')).toBe(
      '<html><head><title>x</title><noscript><link rel="stylesheet" href="/assets/style-1.css"></noscript></head>' +
        '<body><main>x</main><script src="/assets/loader-abc.js" async></script></body></html>',
    );
  });

  it("writes the page's assets into the loader, which is named by its content", () => {
    const source = loaderSource(pageAssets(page));
    expect(source).toContain('add("stylesheet","/assets/style-1.css","data-site-stylesheet")');
    expect(source).toContain('for(const f of ["/assets/font-4.woff2"])add("preload",f,"","font")');
    expect(source).toContain('const p=["/assets/jsx-3.js"]');
    expect(source).toContain('import(["/assets/entry-react-dom-1.js","/assets/entry-2.js"][i])');
    expect(() => new Function(source)).not.toThrow();
    expect(loaderFile(source)).toMatch(/^assets\/loader-[\w-]{8}\.js$/);
    expect(loaderFile(source)).toBe(loaderFile(source));
    expect(loaderFile(`${source};`)).not.toBe(loaderFile(source));
  });
});
