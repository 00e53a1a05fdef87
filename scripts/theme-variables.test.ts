// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { theme } from '../src/theme';
import { themeVariablesCss } from './theme-variables';

describe('theme variables', () => {
  it('src/styles/theme-variables.css is what src/theme.ts makes of them (run npm run theme:variables)', () => {
    expect(readFileSync('src/styles/theme-variables.css', 'utf8')).toBe(themeVariablesCss());
  });

  it("holds the theme's own choices and none of Mantine's defaults", () => {
    const css = themeVariablesCss();
    expect(css).toContain(`--mantine-color-pine-6: ${theme.colors!.pine![6]};`);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-pine-filled);');
    // Mantine's default spacing stays in Mantine's own stylesheet.
    expect(css).not.toContain('--mantine-spacing-md:');
  });
});
