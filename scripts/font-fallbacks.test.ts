// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { BODY_FONT_STACK, TITLE_FONT_STACK } from '../src/styles/font-stacks';
import { fontFallbackCss } from './font-fallbacks';

describe('font fallbacks', () => {
  it('src/styles/font-fallbacks.css is what Capsize computes (run npm run fonts:fallbacks)', () => {
    expect(readFileSync('src/styles/font-fallbacks.css', 'utf8')).toBe(fontFallbackCss());
  });

  it('every fallback face the stacks name is declared, and scaled', () => {
    const css = fontFallbackCss();
    for (const stack of [BODY_FONT_STACK, TITLE_FONT_STACK]) {
      const names = [...stack.matchAll(/'([^']+ Fallback: [^']+)'/g)].map((m) => m[1]!);
      expect(names).toHaveLength(2);
      for (const name of names) expect(css).toContain(`font-family: "${name}";`);
    }
    expect(css.match(/size-adjust: \d+(\.\d+)?%/g)).toHaveLength(4);
  });
});
