import { readdir } from 'node:fs/promises';
import path from 'node:path';
import autoload from '@fastify/autoload';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface FeatureModulesOptions {
  /** The service's `src/modules` (its `dist/modules` in a bundle). */
  dir: string;
  /** Given to every module's face (each reads its own key, e.g. `mail`). */
  options?: Record<string, unknown>;
}

/** Never matches: in the routes pass a module's `index.ts` is not the folder's only plugin. */
const noIndexFile = /(?!)/;
/** In the routes pass, everything of a module but its `routes/` folder, and every test. */
const notARouteFile = /^[^/]+\/(?!routes$)[^/]+$|\.test\.[cm]?[jt]s$/;
/** How route folders load: paths as each file writes them, a folder's `autohooks.ts` for it and below. */
const routeFolders = {
  dirNameRoutePrefix: false,
  indexPattern: noIndexFile,
  autoHooks: true,
  cascadeHooks: true,
} as const;

/**
 * autoload loads .ts only on runtimes it recognises, and tsx's `node --import tsx` (the stack)
 * is not one of them; this file running as TypeScript proves a loader is there.
 */
function allowTypeScriptModules(): void {
  if (__filename.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
}

/**
 * Each folder under `dir` is a module and must have its face, `index.ts` (`index.js` built),
 * exporting its plugin by default: autoload would pass over a folder without one in silence.
 */
async function checkModuleFolders(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.filter((each) => each.isDirectory())) {
    const files = await readdir(path.join(dir, entry.name));
    const face = files.find((file) => /^index\.[cm]?[jt]s$/.test(file));
    if (!face)
      throw new Error(`Feature module ${entry.name} has no index.ts (its face and plugin)`);
    // The loader autoload uses too (Jest's in tests, a bundle's stub in production).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(path.join(dir, entry.name, face)) as { default?: unknown } | undefined;
    if (typeof exported?.default !== 'function')
      throw new Error(`Feature module ${entry.name}: index.ts must export its plugin by default`);
  }
}

/**
 * Loads a service's feature modules with `@fastify/autoload`, in two passes as fastify/demo boots
 * plugins before routes: first every module's `index.ts` (its face: decorators other modules and
 * its own routes use), then every file under each module's `routes/`, where an `autohooks.ts`
 * attaches what the folder's routes share (authentication) once, to that folder and the ones
 * below it. Faces read one another only when a request comes, so their order does not matter.
 * A new folder is a new module: nothing else is edited.
 */
async function featureModulesPlugin(
  app: FastifyInstance,
  { dir, options = {} }: FeatureModulesOptions,
) {
  allowTypeScriptModules();
  await checkModuleFolders(dir);
  await app.register(autoload, { dir, maxDepth: 1, dirNameRoutePrefix: false, options });
  await app.register(autoload, { dir, ignorePattern: notARouteFile, ...routeFolders });
}

export const featureModules = fp(featureModulesPlugin, {
  name: 'drops-feature-modules',
  dependencies: ['drops-database', 'drops-auth'],
});

/**
 * One module's `routes/` folder (`dir`) loaded as `featureModules` loads it, for a test that runs
 * a module's routes without the rest of its service (the decorators they read given by the test).
 */
export const moduleRoutes = fp(
  async (app: FastifyInstance, { dir }: { dir: string }) => {
    allowTypeScriptModules();
    await app.register(autoload, { dir, ignorePattern: /\.test\.[cm]?[jt]s$/, ...routeFolders });
  },
  { name: 'drops-module-routes' },
);
