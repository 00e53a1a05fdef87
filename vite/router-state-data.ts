/**
 * The router's hydration data as data (src/lib/router-state.ts): TanStack Router's server renders
 * the dehydrated router as inline scripts (`<script data-tsr-stream-part>` assigning `self.$_TSR`,
 * and a boundary script that only removes itself). Here, at build time, those scripts run once in
 * an empty Node context, and what they assigned replaces them as one non-executable
 * `<script type="application/json">`. So no page runs an inline script of its own, and one
 * Content-Security-Policy (`script-src 'self'`) fits every page without per-page hashes.
 *
 * The state must survive JSON unchanged: anything else (a Date, a Map, a function, a serialization
 * adapter's buffered script) stops the build rather than hydrating different data.
 */
import { runInNewContext } from 'node:vm';

import * as v from 'valibot';

import { ROUTER_STATE_ELEMENT_ID, routerStateSchema } from '../src/lib/router-state.ts';

const ROUTER_SCRIPT = /<script\b[^>]*\bdata-tsr-stream-part\b[^>]*>([\s\S]*?)<\/script>/g;
const BOUNDARY_SCRIPT =
  /<script\b[^>]*>document\.currentScript\.remove\(\);\/\*\$tsr-stream-boundary\*\/<\/script>/g;

/** Throws unless `value` is made of what JSON keeps as it is (an undefined property is dropped). */
function assertPlainData(value: unknown, path: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return;
    throw new Error(`Router state at ${path} is ${value}, which JSON does not keep`);
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      if (item === undefined) throw new Error(`Router state at ${path}[${index}] is undefined`);
      assertPlainData(item, `${path}[${index}]`);
    });
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(Object.getPrototypeOf(value)) === null) {
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) assertPlainData(item, `${path}.${key}`);
    }
    return;
  }
  throw new Error(`Router state at ${path} is ${Object.prototype.toString.call(value)}, not plain data`);
}

/** `<`, `>` and `&` escaped, so no text in the data can end the element or open a comment. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
}

/** Replaces a rendered page's router scripts with its router state as JSON (see above). */
export function routerStateAsData(html: string): string {
  const sources = [...html.matchAll(ROUTER_SCRIPT)].map((match) => match[1]!);
  if (!sources.length) throw new Error('The rendered page carries no router state script');
  // The router's own output, evaluated where it can reach nothing but this object (its scripts end
  // by removing themselves: a script element with no siblings).
  const currentScript = { previousElementSibling: null, remove: () => {} };
  const context: Record<string, unknown> = { document: { currentScript } };
  context.self = context;
  for (const source of sources) runInNewContext(source, context);
  const tsr = context.$_TSR as { router?: { manifest?: unknown; matches?: unknown }; buffer?: unknown[] };
  if (!tsr.router) throw new Error('The router state script assigned no router state');
  if (tsr.buffer?.length) throw new Error('The router state carries scripts to run, which data cannot hold');
  if (tsr.router.manifest !== undefined)
    throw new Error('The router state carries a manifest, not expected here');
  assertPlainData(tsr.router.matches, 'matches');
  // A plain copy (the context's objects have its own prototypes), checked against what the client reads.
  const state = v.parse(routerStateSchema, JSON.parse(JSON.stringify({ matches: tsr.router.matches })));
  const data = `<script type="application/json" id="${ROUTER_STATE_ELEMENT_ID}">${jsonForScriptElement(state)}</script>`;
  let placed = false;
  return html.replaceAll(BOUNDARY_SCRIPT, '').replaceAll(ROUTER_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return data;
  });
}
