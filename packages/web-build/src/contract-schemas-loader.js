// @ts-check
/**
 * Loader for `*.schemas.ts` files, which re-export request schemas from @drops/contracts for
 * client-side validation. It evaluates the file at build time and emits the schemas as plain
 * JSON, so a frontend validates with the contract's own rules and messages without shipping the
 * TypeBox builder (about 10 KB gzipped) that creates them. Under Jest the file runs as written.
 */
const { require: requireTypeScript } = require('tsx/cjs/api');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function contractSchemasLoader() {
  // The schemas come from other workspace files; evaluating again is cheap and never stale.
  this.cacheable(false);
  /** @type {Record<string, unknown>} */
  const values = requireTypeScript(this.resourcePath, this.resourcePath);
  return Object.entries(values)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
};
