/**
 * V8 compiles an arrow function lazily on the main thread, but a parenthesized function expression
 * eagerly on the streaming thread, so React's CommonJS factories are rewritten to the latter.
 * Only React DOM's chunk: React's files use neither `this` nor `arguments` at their top level.
 */
import type { Plugin } from 'vite';

/** Rolldown's CommonJS wrapper as minified: `=helper((exports=>{` or `=helper(((exports,module)=>{`. */
const ARROW_FACTORY = /=([\w$]+)\(\((?:\(([\w$]+(?:,[\w$]+)*)\)|([\w$]+))=>\{/g;

/** The chunk's CommonJS factories as parenthesized function expressions, and how many there were. */
export function eagerFactories(code: string): { code: string; count: number } {
  let count = 0;
  const rewritten = code.replace(
    ARROW_FACTORY,
    (_match, helper: string, params: string | undefined, param: string | undefined) => {
      count += 1;
      return `=${helper}((function(${params ?? param}){`;
    },
  );
  return { code: rewritten, count };
}

/** Rewrites the factories of the named client chunk; fails the build if it finds none (Rolldown's wrapper changed). */
export function eagerFactoriesPlugin(chunkName: string): Plugin {
  return {
    name: 'eager-commonjs-factories',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.name !== chunkName) continue;
        const { code, count } = eagerFactories(output.code);
        if (count === 0)
          this.error(
            `No CommonJS factory found in ${output.fileName}: Rolldown's wrapper has changed, update vite/first-load/eager-factories-plugin.ts.`,
          );
        output.code = code;
      }
    },
  };
}
