import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { commonjsToEsm, packageFiles } from './commonjs-as-esm';

const require = createRequire(import.meta.url);

/** A converted module without imports, loaded as the browser would load it. */
async function importConverted(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe('CommonJS as ES modules', () => {
  it("keeps the build mode's branch of a package's entry and re-exports its module", () => {
    const entry = `'use strict';
if (process.env.NODE_ENV === 'production') {
  module.exports = require('./cjs/react.production.js');
} else {
  module.exports = require('./cjs/react.development.js');
}`;
    const converted = commonjsToEsm(entry, 'react/index.js', 'production');
    expect(converted).toContain('import __required0 from "./cjs/react.production.js";');
    expect(converted).toContain('export * from "./cjs/react.production.js";');
    expect(converted).toContain('export default module.exports;');
    expect(converted).not.toContain('development');
    expect(converted).not.toContain('require(');
  });

  it('turns each required module into one import and each exports.name, however nested, into a named export', async () => {
    const source = `"use strict";
var Dep = require("dep"), Again = require("dep"), Other = require("other");
exports.plain = 1;
if (typeof performance === "object") { exports.now = function () { return 2; }; } else { exports.now = function () { return 3; }; }`;
    const converted = commonjsToEsm(source, 'scheduler.js', 'production');
    expect(converted.match(/^import /gm)).toHaveLength(2);
    expect(converted).toContain('var Dep = __required0, Again = __required0, Other = __required1;');
    const runnable = converted.replace(/^import .*$/gm, 'var __required0 = {}, __required1 = {};');
    const module = await importConverted(runnable);
    expect(module.plain).toBe(1);
    expect((module.now as () => number)()).toBe(2);
    expect(module.default).toEqual({ plain: 1, now: module.now });
  });

  it("exports every name React's own CommonJS module exports, with the same values' types", async () => {
    // The module React's entry loads in production, found through the converted entry.
    const entry = require.resolve('react');
    const reexported = /^export \* from "(.+)";$/m.exec(
      commonjsToEsm(readFileSync(entry, 'utf8'), entry, 'production'),
    );
    const file = join(dirname(entry), reexported![1]!);
    const module = await importConverted(commonjsToEsm(readFileSync(file, 'utf8'), file, 'production'));
    const commonjs = require(file) as Record<string, unknown>;
    expect(
      Object.keys(module)
        .filter((name) => name !== 'default')
        .sort(),
    ).toEqual(Object.keys(commonjs).sort());
    for (const [name, value] of Object.entries(commonjs))
      expect(typeof module[name], name).toBe(typeof value);
    expect(Object.keys(commonjs)).toContain('useSyncExternalStore');
  });

  it('refuses what it cannot convert rather than ship it half-converted', () => {
    expect(() => commonjsToEsm('module.exports = require(name);', 'a.js', 'production')).toThrow(
      'a.js: require() of a computed name cannot become an import',
    );
    expect(() => commonjsToEsm('var a = 1;', 'b.js', 'production')).toThrow('b.js: no exports found');
  });

  it("matches the packages' files, not those of packages nested in them or of others", () => {
    const files = packageFiles(['react', 'react-dom', 'use-sync-external-store']);
    expect(files.test('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(files.test('/app/node_modules/react/index.js')).toBe(true);
    expect(files.test('C:\\app\\node_modules\\use-sync-external-store\\shim\\index.js')).toBe(true);
    expect(files.test('/app/node_modules/react-dom/node_modules/other/index.js')).toBe(false);
    expect(files.test('/app/node_modules/react-router/index.js')).toBe(false);
    expect(files.test('/app/node_modules/react/index.mjs')).toBe(false);
  });
});
