import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { HYDRATED_ATTRIBUTE, NEAR_SCREEN_ATTRIBUTE } from './contract';

describe('the first-load contract', () => {
  it('is what the near-screen CSS spells out (CSS cannot import it)', () => {
    const css = readFileSync(new URL('../components/layout/near-screen.module.css', import.meta.url), 'utf8');
    expect(css).toContain(`:root[${NEAR_SCREEN_ATTRIBUTE}] .nearScreen`);
    expect(css).toContain(`:root[${NEAR_SCREEN_ATTRIBUTE}][${HYDRATED_ATTRIBUTE}='false'] .nearScreen`);
  });
});
