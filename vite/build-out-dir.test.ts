import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';

import { buildOutDir } from './build-out-dir';

describe('build output folder', () => {
  it('is the folder Vite resolved, from the project root, and is not guessed before', () => {
    const outDir = buildOutDir();
    expect(() => outDir.path()).toThrow(/before Vite resolved it/);
    const configResolved = outDir.plugin.configResolved as (config: ResolvedConfig) => void;
    configResolved({ root: '/project', build: { outDir: 'elsewhere' } } as ResolvedConfig);
    expect(outDir.path()).toBe('/project/elsewhere');
  });
});
