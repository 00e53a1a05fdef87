// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { shortClassNames } from './short-class-names';

describe('short CSS module class names', () => {
  it('are the local name and its file, the same on any machine, distinct for another file or name', () => {
    const here = shortClassNames('/work/site');
    const there = shortClassNames('/tmp/ci.x1/site');
    const counter = here('counter', '/work/site/src/lightbox.module.css');
    expect(counter).toMatch(/^counter_[\w-]{4}$/);
    expect(there('counter', '/tmp/ci.x1/site/src/lightbox.module.css?used')).toBe(counter);
    expect(here('counter', '/work/site/src/header.module.css')).not.toBe(counter);
    expect(here('close', '/work/site/src/lightbox.module.css')).not.toBe(counter);
  });

  it('stop the build rather than give two classes one name', () => {
    const names = shortClassNames('/site');
    const files = Array.from({ length: 20_000 }, (_, i) => `/site/src/part-${i}.module.css`);
    expect(() => files.forEach((file) => names('root', file))).toThrow(/would both be root_/);
  });
});
