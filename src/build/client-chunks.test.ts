import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { clientCodeSplitting, startupChunkOf } from './client-chunks';

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

describe('start-up chunks', () => {
  const ctx = contextOf({
    '/src/entry-react-dom.ts': ['react-dom/client'],
    'react-dom/client': ['react-dom', 'scheduler'],
    'react-dom': ['react'],
    scheduler: [],
    react: [],
    '/src/entry-client.tsx': ['react-dom/client', '/src/router.tsx', 'react'],
    '/src/router.tsx': ['@tanstack/react-router', 'react'],
    '@tanstack/react-router': ['react'],
  });
  const chunkOf = startupChunkOf(entries);

  it('puts what React DOM’s entry reaches in its chunk, even where the app imports it too', () => {
    for (const id of ['react-dom/client', 'react-dom', 'scheduler', 'react'])
      expect(chunkOf(id, ctx)).toBe('react-dom');
  });

  it('puts what only the app’s entry reaches in the app’s chunk', () => {
    expect(chunkOf('/src/router.tsx', ctx)).toBe('app');
    expect(chunkOf('@tanstack/react-router', ctx)).toBe('app');
  });

  it('leaves the entries in chunks of their own', () => {
    expect(chunkOf('/src/entry-react-dom.ts', ctx)).toBeNull();
    expect(chunkOf('/src/entry-client.tsx', ctx)).toBeNull();
  });

  it('leaves a build without these entries (the server’s) to Rolldown', () => {
    const server = contextOf({ '/src/entry-server.tsx': ['react'], react: [] });
    expect(chunkOf('react', server)).toBeNull();
  });

  it('asks only about start-up modules, and keeps each chunk to its own modules', () => {
    const [group] = clientCodeSplitting(entries).groups ?? [];
    expect(group).toMatchObject({ tags: ['$initial'], includeDependenciesRecursively: false });
  });
});
