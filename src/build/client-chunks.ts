/**
 * How the client's start-up code is cut into files. Left to Rolldown, the modules every page runs
 * before it is interactive were spread over 17 small chunks (React, the router's hooks, Mantine's
 * Box, content modules…), each cut where some lazy route shared a part of it: every page asked for
 * 19 scripts at once, and their burst of requests and responses is when a phone's main thread
 * stretches its tasks. Grouped by entry they are two files: what React DOM's entry needs (evaluated
 * first, in a task of its own: src/entry-react-dom.ts), and what the app's entry needs on top.
 * Every page runs both in full anyway, so no page loads a byte more (gzip saves 5 kB on fewer,
 * larger files); lazy code keeps Rolldown's own split.
 */
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

export interface ClientEntry {
  /** The entry module's absolute path. */
  id: string;
  /** The name of the chunk of the start-up modules it is the first entry to reach. */
  chunk: string;
}

/**
 * The chunk a start-up module goes into: the first entry (in evaluation order) whose static imports
 * reach it names it, and what only later entries reach goes with the last. Null for the entries
 * themselves, which stay their own chunks, and in a build without them (the server's). Rolldown asks only for start-up modules (the group's
 * `$initial` tag): those statically imported by an entry, directly or not, and kept in the build.
 */
export function startupChunkOf(entries: readonly ClientEntry[]) {
  const owners = new WeakMap<ChunkingContext, Map<string, string>>();
  const ownersIn = (ctx: ChunkingContext) => {
    let owner = owners.get(ctx);
    if (owner) return owner;
    owner = new Map();
    for (const entry of entries.slice(0, -1)) {
      const queue = [...(ctx.getModuleInfo(entry.id)?.importedIds ?? [])];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (owner.has(id)) continue;
        owner.set(id, entry.chunk);
        queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    owners.set(ctx, owner);
    return owner;
  };
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    // Not this build's entries (the server build): Rolldown's own split.
    if (!entries[0] || !ctx.getModuleInfo(entries[0].id)) return null;
    if (entries.some((entry) => entry.id === moduleId)) return null;
    return ownersIn(ctx).get(moduleId) ?? entries.at(-1)?.chunk ?? null;
  };
}

export function clientCodeSplitting(entries: readonly ClientEntry[]): CodeSplittingOptions {
  return {
    groups: [
      {
        name: startupChunkOf(entries),
        debugName: 'start-up code',
        tags: ['$initial'],
        // An entry's chunk holds exactly its own start-up modules: React DOM's stays free of the
        // app's code (which imports React DOM, and so would pull it in otherwise).
        includeDependenciesRecursively: false,
      },
    ],
  };
}
