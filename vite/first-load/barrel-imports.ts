/**
 * Which modules a module's imports reach once unused names are dropped, as the bundler's tree-shaking
 * does: a name imported from a package's barrel (an index that only re-exports, as `@mantine/core`'s)
 * reaches the module that defines it, not every module the barrel names. Whatever cannot be read this
 * way (no code, a namespace import, a barrel of another shape) counts whole.
 */
import { dirname, resolve } from 'node:path';

import type { ChunkingContext } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';

type Statement = ReturnType<typeof parseAst>['body'][number];
type Specifier = { type: string; imported?: unknown; local?: unknown; exported?: unknown };

/** All names of a module, for a namespace import or `export *`. */
const ALL = '*';

/** A module id's file, without a query (`?tsr-split=…`). */
export const pathOf = (id: string) => id.replace(/\?.*$/, '');

function nameOf(node: unknown): string {
  const named = node as { name?: string; value?: string } | undefined;
  return named?.name ?? named?.value ?? ALL;
}

function parsedBody(code: string | null | undefined, id: string): Statement[] | undefined {
  if (!code) return undefined;
  try {
    return parseAst(code, { lang: 'js' }, pathOf(id)).body;
  } catch {
    return undefined;
  }
}

/** The import and re-export sources of a module's statements, with the names it takes from each. */
function namesBySource(body: Statement[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const take = (source: string, name: string) => {
    if (!names.has(source)) names.set(source, new Set());
    names.get(source)!.add(name);
  };
  for (const statement of body) {
    if (statement.type === 'ExportAllDeclaration') take(statement.source.value, ALL);
    if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration') continue;
    const source = statement.source?.value;
    if (typeof source !== 'string') continue;
    names.set(source, names.get(source) ?? new Set());
    for (const specifier of statement.specifiers as Specifier[]) {
      if (specifier.type === 'ImportDefaultSpecifier') take(source, 'default');
      else if (specifier.type === 'ImportNamespaceSpecifier') take(source, ALL);
      else take(source, nameOf(specifier.type === 'ExportSpecifier' ? specifier.local : specifier.imported));
    }
  }
  return names;
}

/** Whether an import source (relative, or a package's name) names the module `target`, imported by `importer`. */
function sourceNames(source: string, importer: string, target: string): boolean {
  if (source.startsWith('.')) return resolve(dirname(pathOf(importer)), source) === pathOf(target);
  return pathOf(target).includes(`/node_modules/${source}/`);
}

/**
 * A barrel's exported names, each with the module that defines it; undefined for a module that is not
 * a barrel (any statement but imports and re-exports), or whose sources are not among its imports.
 */
function barrelExports(id: string, body: Statement[], importedIds: readonly string[]) {
  const origins = new Map<string, string>();
  const locals = new Map<string, string>();
  const moduleOf = (source: string) => importedIds.find((imported) => sourceNames(source, id, imported));
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const origin = moduleOf(statement.source.value);
      if (!origin) return undefined;
      for (const specifier of statement.specifiers as Specifier[])
        locals.set(nameOf(specifier.local), origin);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const origin = statement.source ? moduleOf(statement.source.value) : undefined;
      for (const specifier of statement.specifiers as Specifier[]) {
        const from = origin ?? locals.get(nameOf(specifier.local));
        if (!from) return undefined;
        origins.set(nameOf(specifier.exported), from);
      }
    } else return undefined;
  }
  return origins;
}

/**
 * For one chunking pass: a module's id → the modules its static imports reach (see above). A barrel
 * reaches nothing of its own: its importers reach what they take from it (and the barrel itself).
 */
export function usedImportsIn(ctx: ChunkingContext): (id: string) => readonly string[] {
  const bodies = new Map<string, Statement[] | undefined>();
  const bodyOf = (id: string) => {
    if (!bodies.has(id)) bodies.set(id, parsedBody(ctx.getModuleInfo(id)?.code, id));
    return bodies.get(id);
  };
  const barrels = new Map<string, Map<string, string> | undefined>();
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) {
      const info = ctx.getModuleInfo(id);
      const body = bodyOf(id);
      barrels.set(id, body && info ? barrelExports(id, body, info.importedIds) : undefined);
    }
    return barrels.get(id);
  };
  return (id) => {
    if (barrelOf(id)) return [];
    const info = ctx.getModuleInfo(id);
    const imported = info?.importedIds ?? [];
    const body = bodyOf(id);
    const names = body ? namesBySource(body) : new Map<string, Set<string>>();
    return imported.flatMap((target) => {
      const exports = barrelOf(target);
      if (!exports) return [target];
      const taken = [...names]
        .filter(([source]) => sourceNames(source, id, target))
        .flatMap(([, set]) => [...set]);
      const origins = taken.map((name) => exports.get(name));
      if (taken.length > 0 && !origins.includes(undefined)) return [target, ...new Set(origins as string[])];
      return [target, ...(ctx.getModuleInfo(target)?.importedIds ?? [])];
    });
  };
}
