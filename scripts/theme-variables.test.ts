// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { themeVariablesCss } from './theme-variables';

describe('theme variables', () => {
  it('src/styles/theme-variables.css is what MantineProvider writes for src/theme.ts (run npm run theme:variables)', () => {
    expect(readFileSync('src/styles/theme-variables.css', 'utf8')).toBe(themeVariablesCss());
  });
});
