/**
 * React, React DOM and the scheduler are CommonJS: Rolldown wraps each module in a factory, an arrow
 * function handed to its CommonJS helper (`e((e=>{…}))` once minified), and runs it the first time the
 * module is required. V8 compiles an arrow function lazily, on the main thread, the first time it is
 * called: React DOM's factory (most of its 218 kB) was parsed a second time in the task that
 * evaluates React DOM's entry. A function expression in parentheses V8 compiles while it parses the
 * script, on the streaming thread as the file arrives. With the factories rewritten so, that task
 * took 25–26 ms instead of 35–42 ms on a phone (home page, 4× CPU and slow 4G, medians of 5 and 6
 * loads interleaved).
 *
 * Only the chunk of React DOM's entry: its factories are React's own files, which use neither `this`
 * nor `arguments` at their top level (the only place an arrow and a function differ).
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
            `No CommonJS factory found in ${output.fileName}: Rolldown's wrapper has changed, update src/first-load/vite/eager-factories-plugin.ts.`,
          );
        output.code = code;
      }
    },
  };
}
