import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { lazyMantineChunkOf, startupChunkOf } from './client-chunks';

/** A chunking context over a module graph given as static imports. */
function contextOf(graph: Record<string, string[]>): ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in graph ? ({ importedIds: graph[id] } as unknown as ModuleInfo) : null,
  };
}

const entries = [
  { id: '/src/entry-react-dom.ts', chunk: 'react-dom' },
  { id: '/src/entry-client.tsx', chunk: 'app' },
];
const grid = '/node_modules/@mantine/core/esm/components/SimpleGrid/SimpleGrid.mjs';
const breakpoints = '/node_modules/@mantine/core/esm/core/utils/get-breakpoint-value.mjs';
const chip = '/node_modules/@mantine/core/esm/components/Chip/Chip.mjs';
const workbox = '/node_modules/workbox-window/build/workbox-window.prod.es5.mjs';

const ctx = contextOf({
  '/src/entry-react-dom.ts': ['/node_modules/react-dom/client.js'],
  '/node_modules/react-dom/client.js': [
    '/node_modules/react-dom/index.js',
    '/node_modules/scheduler/index.js',
  ],
  '/node_modules/react-dom/index.js': ['/node_modules/react/index.js'],
  '/node_modules/scheduler/index.js': [],
  '/node_modules/react/index.js': [],
  '/src/entry-client.tsx': [
    '/node_modules/react-dom/client.js',
    '/src/router.tsx',
    '/node_modules/react/index.js',
  ],
  '/src/router.tsx': ['/node_modules/@tanstack/react-router/index.js', '/node_modules/react/index.js'],
  '/node_modules/@tanstack/react-router/index.js': ['/node_modules/react/index.js'],
  [grid]: [breakpoints],
  [breakpoints]: [],
  [chip]: [],
  [workbox]: [],
  '/src/features/apartments/apartment-finder.tsx': [chip],
});

describe('start-up chunks', () => {
  const chunkOf = startupChunkOf(entries);

  it('puts what React DOM’s entry reaches in its chunk, even where the app imports it too', () => {
    const reactDom = ['react-dom/client.js', 'react-dom/index.js', 'scheduler/index.js', 'react/index.js'];
    for (const file of reactDom) expect(chunkOf(`/node_modules/${file}`, ctx)).toBe('react-dom');
  });

  it('puts what only the app’s entry reaches in the app’s chunk', () => {
    expect(chunkOf('/src/router.tsx', ctx)).toBe('app');
    expect(chunkOf('/node_modules/@tanstack/react-router/index.js', ctx)).toBe('app');
  });

  it('leaves the entries in chunks of their own', () => {
    expect(chunkOf('/src/entry-react-dom.ts', ctx)).toBeNull();
    expect(chunkOf('/src/entry-client.tsx', ctx)).toBeNull();
  });

  it('leaves a build without these entries (the server’s) to Rolldown', () => {
    expect(chunkOf('/node_modules/react/index.js', contextOf({ '/src/entry-server.tsx': [] }))).toBeNull();
  });
});

describe('the lazy Mantine chunk', () => {
  const chunkOf = lazyMantineChunkOf(entries, [grid]);

  it('takes Mantine’s lazy modules', () => {
    expect(chunkOf(chip, ctx)).toBe('mantine');
  });

  it('leaves out what the home page runs before it is interactive, and what that imports', () => {
    expect(chunkOf(grid, ctx)).toBeNull();
    expect(chunkOf(breakpoints, ctx)).toBeNull();
  });

  it('leaves the app’s own modules and other packages to Rolldown', () => {
    expect(chunkOf('/src/features/apartments/apartment-finder.tsx', ctx)).toBeNull();
    expect(chunkOf(workbox, ctx)).toBeNull();
  });

  it('leaves the server’s build to Rolldown', () => {
    expect(chunkOf(chip, contextOf({ '/src/entry-server.tsx': [], [chip]: [] }))).toBeNull();
  });
});
