/**
 * How the client's code is cut into files. Every request costs a phone's main thread and its
 * connection something, and a burst of them is when the page's tasks stretch most. Left to
 * Rolldown, the project page opened at its apartments tab asked for 78 scripts; it asks for 44.
 * Lighthouse's TBT there (interleaved runs, same machine): 113 → 75 ms (median of 7) with the
 * start-up code grouped, then 182 → 71 ms (median of 6, a busier hour) with Mantine's lazy code too.
 *
 * - **Start-up code**, what every page runs before it is interactive, was spread by Rolldown over 17
 *   small chunks (React, the router's hooks, Mantine's Box, content modules…), each cut where some
 *   lazy route shared a part of it. Grouped by entry it is two files: what React DOM's entry needs
 *   (evaluated first, in a task of its own: src/entry-react-dom.ts), and what the app's entry needs
 *   on top. Every page runs both in full anyway, so no page loads a byte more, and gzip does better
 *   on fewer, larger files.
 * - **Mantine's lazy components and hooks** (what routes and dialogs use beyond the start-up code)
 *   were 20-odd chunks of 0.3–3 kB, a different handful for each route. They are one file,
 *   `mantine-….js` (39 kB gzip), fetched once and kept by the service worker. What the home page
 *   runs before it is interactive stays out of it (`homeLibrary`): that is the size budget
 *   (src/tools/size-budget.ts), and every byte there delays the first page.
 *   (Rolldown's `entriesAware` merging, which would cut it by the routes using it, produced chunks
 *   importing each other in a cycle, and a page that failed to render.)
 */
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

export interface ClientEntry {
  /** The entry module's absolute path. */
  id: string;
  /** The name of the chunk of the start-up modules it is the first entry to reach. */
  chunk: string;
}

/** The chunk of Mantine's lazy modules. */
const LAZY_MANTINE_CHUNK = 'mantine';
const MANTINE_MODULE = /[\\/]node_modules[\\/]@mantine[\\/]/;

/** Every module the roots import statically, directly or not (roots included). */
function staticClosure(
  ctx: ChunkingContext,
  roots: readonly string[],
  stopAt: ReadonlySet<string> = new Set(),
) {
  const reached = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id) || stopAt.has(id)) continue;
    reached.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** Computes a value once per chunking pass (Rolldown hands every call of a pass the same context). */
function perPass<T>(compute: (ctx: ChunkingContext) => T): (ctx: ChunkingContext) => T {
  const values = new WeakMap<ChunkingContext, T>();
  return (ctx) => {
    if (!values.has(ctx)) values.set(ctx, compute(ctx));
    return values.get(ctx)!;
  };
}

/** Whether this chunking pass is the client's (the server build has other entries). */
const isClientPass = (entries: readonly ClientEntry[], ctx: ChunkingContext) =>
  entries.length > 0 && entries.every((entry) => ctx.getModuleInfo(entry.id) !== null);

/**
 * The chunk a start-up module goes into: the first entry (in evaluation order) whose static imports
 * reach it names it, and what only later entries reach goes with the last. Null for the entries
 * themselves, which stay their own chunks, and in the server's build. Rolldown asks only about
 * start-up modules (the group's `$initial` tag): those an entry imports statically, directly or not.
 */
export function startupChunkOf(entries: readonly ClientEntry[]) {
  const ownerIn = perPass((ctx) => {
    const owner = new Map<string, string>();
    const entryIds = new Set(entries.map((entry) => entry.id));
    for (const entry of entries.slice(0, -1)) {
      const reached = staticClosure(ctx, ctx.getModuleInfo(entry.id)?.importedIds ?? [], entryIds);
      for (const id of reached) if (!owner.has(id)) owner.set(id, entry.chunk);
    }
    return owner;
  });
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!isClientPass(entries, ctx) || entries.some((entry) => entry.id === moduleId)) return null;
    return ownerIn(ctx).get(moduleId) ?? entries.at(-1)!.chunk;
  };
}

/**
 * The chunk of a lazy Mantine module, or null: for other modules, for what the home page runs before
 * it is interactive (`homeLibrary` and what it imports), and in the server's build. (Why not the
 * home route's own imports: they go through `@mantine/core`'s package entry, which imports every
 * module of the package, most of them shaken out later.) Mantine's start-up modules (Box…) stay in
 * the start-up chunks: that group has the higher priority and takes them first.
 */
export function lazyMantineChunkOf(entries: readonly ClientEntry[], homeLibrary: readonly string[]) {
  const homeIn = perPass((ctx) => staticClosure(ctx, homeLibrary));
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!isClientPass(entries, ctx) || !MANTINE_MODULE.test(moduleId)) return null;
    return homeIn(ctx).has(moduleId) ? null : LAZY_MANTINE_CHUNK;
  };
}

export function clientCodeSplitting(
  entries: readonly ClientEntry[],
  homeLibrary: readonly string[],
): CodeSplittingOptions {
  return {
    groups: [
      {
        name: startupChunkOf(entries),
        debugName: 'start-up code',
        tags: ['$initial'],
        // An entry's chunk holds exactly its own start-up modules: React DOM's stays free of the
        // app's code (which imports React DOM, and so would pull it in otherwise).
        includeDependenciesRecursively: false,
        priority: 2,
      },
      {
        // With what they import from other packages (react-remove-scroll, floating-ui…).
        name: lazyMantineChunkOf(entries, homeLibrary),
        debugName: 'lazy Mantine code',
        priority: 1,
      },
    ],
  };
}
