/**
 * A guard on the client's chunks (vite/first-load/chunking.ts groups modules into chunks by hand): two chunks
 * that import each other, directly or not, evaluate in an order where one reads the other's exports
 * before they exist, and the page fails to render ("Cannot read properties of undefined"). The
 * build fails instead, naming the cycle.
 */
import type { Plugin } from 'vite';

export interface ChunkImports {
  fileName: string;
  /** The chunks it imports statically. */
  imports: readonly string[];
}

/** The first cycle of static imports among the chunks, as the files along it (first = last), or null. */
export function findChunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): string[] | null => {
    if (done.has(file)) return null;
    const at = onPath.indexOf(file);
    if (at >= 0) return [...onPath.slice(at), file];
    onPath.push(file);
    for (const imported of importsOf.get(file) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(file);
    return null;
  };
  for (const { fileName } of chunks) {
    const cycle = visit(fileName);
    if (cycle) return cycle;
  }
  return null;
}

export function chunkCyclesGuard(): Plugin {
  return {
    name: 'chunk-cycles-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const cycle = findChunkCycle(chunks);
      if (cycle)
        this.error(
          `These chunks import each other in a cycle: ${cycle.join(' → ')}. Change the groups in vite/first-load/chunking.ts.`,
        );
    },
  };
}
