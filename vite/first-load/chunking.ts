/**
 * How the client's code is cut into files: a burst of small requests stretches a phone's tasks, so
 * Rolldown's many small chunks are grouped into a few by who loads them (docs/first-load.md).
 * - Start-up code: one file; every page runs all of it anyway.
 * - Mantine's lazy code that several parts share, by when it is needed (`entriesAware` merging made
 *   a cycle): what a page's own code uses, what the visitors' parts use later, what only the `apart`
 *   code uses; what one part alone uses loads with it.
 * - Shared lazy app code: one file for the project's pages, one for site-wide helpers and content.
 */
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

import { CLIENT_ENTRY } from '../../src/first-load/contract.ts';
import { pathOf, usedImportsIn } from './barrel-imports.ts';

/** The chunk of the entry's start-up code. */
const APP_CHUNK = 'app';
/** The chunk of the lazy Mantine modules a page's own code uses: it loads before the page is interactive. */
const PAGE_MANTINE_CHUNK = 'mantine';
/** The chunk of the lazy Mantine modules only the visitors' parts use (dialogs, forms, tabs): loaded with them. */
const PARTS_MANTINE_CHUNK = 'mantine-parts';
/** The chunk of the lazy Mantine modules only the `apart` code uses (the staff's, the booking's). */
const APART_MANTINE_CHUNK = 'mantine-apart';
/** The chunk of the app's lazy code that the project's routes, tabs and parts share. */
const PROJECT_SHARED_CHUNK = 'project-shared';
/** The chunk of the lazy helpers and content modules that pages all over the site share. */
const SITE_LIB_CHUNK = 'site-lib';

/**
 * The project's routes (its page, tabs, apartments, compare, price list…): the lazy code only they
 * share is one chunk, which no other page loads.
 */
const PROJECT_ROUTES = 'src/routes/{-$locale}/projects/';
/** Code few visitors run (the staff's pages and desk, booking a viewing): helpers only it shares stay out of `site-lib`. */
const APART_CODE = [
  'src/routes/{-$locale}/desk.tsx',
  'src/routes/{-$locale}/auth.tsx',
  'src/routes/{-$locale}/viewings/',
  'src/features/desk/',
  'src/features/viewings/',
];
/** The home page's route: what its component imports stays out of the shared `site-lib` chunk. */
const HOME_ROUTE = 'src/routes/{-$locale}/index.tsx';
/** What opens only on a tap and several routes share: it keeps a chunk of its own. */
// The QR image: the QR dialog and the printed exposé's booking code (printed-booking-code.tsx) share it.
const ON_DEMAND_MODULES = [
  'src/components/lightbox/lightbox.tsx',
  'src/components/qr-code/qr-code-image.tsx',
];

const MANTINE_MODULE = /[\\/]node_modules[\\/]@mantine[\\/]/;

/**
 * Every module the roots import statically, directly or not (roots included); with `dynamic`, also
 * what they import dynamically (all of it, or what it accepts): every module a page of theirs may ever
 * load. `imports` gives a module's static imports (by default all it names).
 */
function closure(
  ctx: ChunkingContext,
  roots: Iterable<string>,
  {
    stopAt = () => false,
    dynamic = false,
    imports = (id) => ctx.getModuleInfo(id)?.importedIds ?? [],
  }: {
    stopAt?: (id: string) => boolean;
    dynamic?: boolean | ((importer: string, imported: string) => boolean);
    imports?: (id: string) => readonly string[];
  } = {},
) {
  const follows = typeof dynamic === 'function' ? dynamic : () => dynamic;
  const reached = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id) || stopAt(id)) continue;
    reached.add(id);
    const lazy = ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
    queue.push(...imports(id), ...lazy.filter((imported) => follows(id, imported)));
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

/** Whether a chunking pass is the client's (the server build has another entry), asked once per pass. */
const clientPassOf = (entry: string) => perPass((ctx) => ctx.getModuleInfo(entry) !== null);

/**
 * The chunk a start-up module goes into: the app's, but for the entry, which stays its own chunk, and
 * in the server's build. Rolldown asks only about start-up modules (the group's `$initial` tag): those
 * the entry imports statically, directly or not.
 */
export function startupChunkOf(entry: string) {
  const isClientPass = clientPassOf(entry);
  return (moduleId: string, ctx: ChunkingContext): string | null =>
    isClientPass(ctx) && moduleId !== entry ? APP_CHUNK : null;
}

/** A module's dynamic import of a part of itself: the router's code split of a route's component. */
const isOwnSplit = (importer: string, imported: string) => pathOf(imported) === pathOf(importer);

/**
 * The chunk of a lazy Mantine module, or null: for other modules and in the server's build. Which
 * modules a page reaches goes by the names it imports (barrel-imports.ts), as tree-shaking does: through
 * `@mantine/core`'s index every page would reach every component. Each chunk's set is closed under
 * static imports, so a chunk only ever imports an earlier one. Mantine's start-up modules (Box…) stay
 * in the start-up chunks: that group has the higher priority and takes them first.
 */
export function lazyMantineChunkOf(entry: string, apart: readonly string[]) {
  const isClientPass = clientPassOf(entry);
  const isApart = (id: string) => apart.some((path) => id.startsWith(path));
  const reachIn = perPass((ctx) => {
    const roots = [entry];
    const walk = { stopAt: isApart, imports: usedImportsIn(ctx) };
    return {
      pages: closure(ctx, roots, { ...walk, dynamic: isOwnSplit }),
      visitors: closure(ctx, roots, { ...walk, dynamic: true }),
    };
  });
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!isClientPass(ctx) || !MANTINE_MODULE.test(moduleId)) return null;
    const { pages, visitors } = reachIn(ctx);
    if (pages.has(moduleId)) return PAGE_MANTINE_CHUNK;
    return visitors.has(moduleId) ? PARTS_MANTINE_CHUNK : APART_MANTINE_CHUNK;
  };
}

const PACKAGE_MODULE = /[\\/]node_modules[\\/]|^\0/;
const LIB_OR_CONTENT_MODULE = /[\\/]src[\\/](lib|content)[\\/]/;

export interface SharedAppCode {
  /** The folder of the project's routes (its page, tabs, apartments, compare, price list…). */
  projectRoutes: string;
  /** What opens only on a tap and several routes share (the lightbox): left where Rolldown puts it. */
  onDemand: readonly string[];
  /** The home page's route module: what its component imports stays out of `site-lib`. */
  homeRoute: string;
  /** Modules or folders few visitors run (staff, booking): what only they share stays out of `site-lib`. */
  apart: readonly string[];
}

/**
 * The chunk of a lazy app module that several chunks share, or null:
 * - `project-shared`: what only the project's pages can load, so no other page ever loads it;
 * - `site-lib`: the other shared helpers and content modules, small and without Mantine; shared
 *   components stay apart so a page of text loads none, and so does the home page's first screen,
 *   which would otherwise run the whole chunk before it is interactive; so do the helpers only the
 *   `apart` code shares (the staff's and the booking's), which every other page would carry;
 * - null for a module loaded only on its own, and for `onDemand`, so a page loads them when needed.
 * chunk-cycles.ts fails the build if this ever makes two chunks import each other.
 */
export function sharedAppChunkOf(
  entry: string,
  { projectRoutes, onDemand, homeRoute, apart }: SharedAppCode,
) {
  const isClientPass = clientPassOf(entry);
  const isProjectRoute = (id: string) => id.startsWith(projectRoutes);
  const isApart = (id: string) => apart.some((path) => id.startsWith(path));
  const reachIn = perPass((ctx) => {
    const siteStartup = closure(ctx, [entry], { stopAt: isProjectRoute });
    return {
      elsewhere: closure(ctx, siteStartup, { stopAt: isProjectRoute, dynamic: true }),
      visited: closure(ctx, [entry], { stopAt: isApart, dynamic: true }),
      tapped: closure(ctx, onDemand),
      homeFirstScreen: closure(ctx, ctx.getModuleInfo(homeRoute)?.dynamicallyImportedIds ?? []),
    };
  });
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!isClientPass(ctx) || PACKAGE_MODULE.test(moduleId)) return null;
    const info = ctx.getModuleInfo(moduleId);
    if (!info || (info.dynamicImporters.length > 0 && info.importers.length === 0)) return null;
    const { elsewhere, visited, tapped, homeFirstScreen } = reachIn(ctx);
    if (tapped.has(moduleId)) return null;
    if (!elsewhere.has(moduleId)) return PROJECT_SHARED_CHUNK;
    const shared = LIB_OR_CONTENT_MODULE.test(moduleId) && !homeFirstScreen.has(moduleId);
    return shared && visited.has(moduleId) ? SITE_LIB_CHUNK : null;
  };
}

/** The client build's chunks; `fromRoot` gives a module's id (its absolute path) from a project path. */
export function clientCodeSplitting(fromRoot: (path: string) => string): CodeSplittingOptions {
  const entry = fromRoot(CLIENT_ENTRY);
  const shared: SharedAppCode = {
    projectRoutes: fromRoot(PROJECT_ROUTES),
    onDemand: ON_DEMAND_MODULES.map(fromRoot),
    homeRoute: fromRoot(HOME_ROUTE),
    apart: APART_CODE.map(fromRoot),
  };
  return {
    groups: [
      {
        name: startupChunkOf(entry),
        debugName: 'start-up code',
        tags: ['$initial'],
        priority: 2,
      },
      {
        // With what they import from other packages (react-remove-scroll, floating-ui…).
        name: lazyMantineChunkOf(entry, shared.apart),
        debugName: 'lazy Mantine code',
        // What one part alone uses (a dialog's number fields) loads with it, not with every page.
        minShareCount: 2,
        priority: 1,
      },
      {
        name: sharedAppChunkOf(entry, shared),
        debugName: 'shared lazy app code',
        minShareCount: 2,
        // Only the modules named: a package one of them imports stays where Rolldown puts it.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
