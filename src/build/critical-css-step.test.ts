// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fallbackFaces } from './critical-css-step';

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
