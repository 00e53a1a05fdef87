/**
 * Vite plugin: the CommonJS packages every page starts with (React, React DOM, the scheduler and
 * React's external-store shim) enter the client build as ES modules. Rolldown runs a CommonJS module
 * inside an arrow-function wrapper, which Chromium compiles only when it is called, on the main
 * thread, in one long task; an ES module's top level is compiled while the file streams in.
 *
 * The conversion is generic and checked: the build's mode decides each `process.env.NODE_ENV` branch
 * (as the bundler's define would), every `require('…')` becomes an import, each `exports.name = …` a
 * named export and `module.exports = require('…')` a re-export. A file it cannot read this way (a
 * `require` of a computed name, no exports at all) fails the build rather than ship half-converted.
 */
import { parseAst } from 'rolldown/parseAst';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node of the tree, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* walk(child);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) if (key !== 'type') yield* walk(value);
  }
}

/** The module name of a `require('name')` call, undefined for any other node. */
function requiredName(node: Node, file: string): string | undefined {
  const callee = node.callee as Node | undefined;
  if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'require')
    return undefined;
  const [argument] = node.arguments as Node[];
  if (argument?.type !== 'Literal' || typeof argument.value !== 'string')
    throw new Error(`${file}: require() of a computed name cannot become an import`);
  return argument.value;
}

/** `name` for `object.name` (not computed), undefined for any other node. */
function memberOf(node: Node, object: 'exports' | 'module'): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  const target = node.object as Node;
  const property = node.property as Node;
  return target.type === 'Identifier' && target.name === object && property.type === 'Identifier'
    ? (property.name as string)
    : undefined;
}

/** The branches `mode` never takes removed, as the bundler's define and dead-code elimination do. */
function decideNodeEnv(code: string, file: string, mode: string): string {
  if (!code.includes('process.env.NODE_ENV')) return code;
  const defined = code.replaceAll('process.env.NODE_ENV', JSON.stringify(mode));
  return minifySync(file, defined, {
    compress: { sequences: false, joinVars: false },
    mangle: false,
    codegen: { removeWhitespace: false },
  }).code;
}

/** A CommonJS module as an ES module: its body at the top level, with `module` and `exports` its own. */
export function commonjsToEsm(source: string, file: string, mode: string): string {
  const code = decideNodeEnv(source, file, mode);
  const program = parseAst(code, { sourceType: 'script' }, file);
  const imports = new Map<string, string>();
  const requires: { start: number; end: number; local: string }[] = [];
  const named = new Set<string>();
  const reexported = new Set<string>();
  for (const node of walk(program)) {
    const required = requiredName(node, file);
    if (required !== undefined) {
      const local = imports.get(required) ?? `__required${imports.size}`;
      imports.set(required, local);
      requires.push({ start: node.start, end: node.end, local });
    }
    if (node.type !== 'AssignmentExpression') continue;
    const left = node.left as Node;
    const name = memberOf(left, 'exports');
    if (name !== undefined && name !== 'default' && name !== '__esModule') named.add(name);
    const whole = memberOf(left, 'module') === 'exports' && requiredName(node.right as Node, file);
    if (whole) reexported.add(whole);
  }
  if (named.size === 0 && reexported.size === 0) throw new Error(`${file}: no exports found`);
  let body = code;
  for (const { start, end, local } of requires.sort((a, b) => b.start - a.start))
    body = body.slice(0, start) + local + body.slice(end);
  const names = [...named];
  return [
    ...[...imports].map(([name, local]) => `import ${local} from ${JSON.stringify(name)};`),
    'var exports = {}, module = { exports: exports };',
    body,
    'export default module.exports;',
    ...names.map((name, index) => `var __export${index} = module.exports.${name};`),
    names.length ? `export { ${names.map((name, index) => `__export${index} as ${name}`).join(', ')} };` : '',
    ...[...reexported].map((name) => `export * from ${JSON.stringify(name)};`),
  ].join('\n');
}

/** The JavaScript files of these packages (not of packages nested in them). */
export function packageFiles(packages: readonly string[]): RegExp {
  const separator = String.raw`[\\/]`;
  const folder = String.raw`(?:(?!node_modules)[^\\/]+[\\/])*`;
  return new RegExp(
    `${separator}node_modules${separator}(?:${packages.join('|')})${separator}${folder}[^\\\\/]+\\.js$`,
  );
}

/** The client build's copy of these packages' CommonJS files, as ES modules. */
export function commonjsAsEsm(packages: readonly string[]): Plugin {
  let mode = 'production';
  return {
    name: 'commonjs-as-esm',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      mode = config.mode;
    },
    transform: {
      filter: { id: packageFiles(packages) },
      handler: (code, id) => ({ code: commonjsToEsm(code, id, mode), map: null }),
    },
  };
}
