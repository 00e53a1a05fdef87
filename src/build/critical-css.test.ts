import { describe, expect, it } from 'vitest';

import { criticalCss, pageTokens, selectorMayMatch } from './critical-css';

const html =
  '<html data-mantine-color-scheme="light"><body><main id="main"><p class="a b" data-size="sm">x</p></main></body></html>';

describe('critical CSS', () => {
  it('keeps a selector only when the page has its classes, ids, tags and attribute values', () => {
    const tokens = pageTokens(html);
    expect(selectorMayMatch('.a:hover .b::before', tokens)).toBe(true);
    expect(selectorMayMatch('main > p.a', tokens)).toBe(true);
    expect(selectorMayMatch('.c', tokens)).toBe(false);
    expect(selectorMayMatch('#other', tokens)).toBe(false);
    expect(selectorMayMatch('dialog', tokens)).toBe(false);
    expect(selectorMayMatch(':where([data-mantine-color-scheme=dark]) .a', tokens)).toBe(false);
    expect(selectorMayMatch('[data-size="sm"]', tokens)).toBe(true);
  });

  it('drops unused rules, empty media queries and custom properties nothing uses', () => {
    const css =
      ':root{--used:red;--unused:blue}.a{color:var(--used)}.c{color:green}@media (min-width:1px){.c{color:red}}@font-face{font-family:X;src:url(x.woff2)}';
    expect(criticalCss(html, css)).toBe(':root{--used:red}.a{color:var(--used)}');
  });

  it('keeps the local fallback faces but leaves the web fonts to the stylesheet', () => {
    const css =
      "@font-face{font-family:X;src:url(x.woff2)}@font-face{font-family:'X Fallback: Arial';src:local('Arial')}";
    expect(criticalCss(html, css)).toBe("@font-face{font-family:'X Fallback: Arial';src:local('Arial')}");
  });
});
