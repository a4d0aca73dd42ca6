import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { bundledModulesKey } from '../packages/service-kit/src/bundled-modules';

/**
 * Bundles the gateway's and each service's entries to `dist/*.js` for plain `node`. Our workspace
 * packages (TypeScript source) are inlined, so nothing needs a TypeScript loader at run time. A
 * package the app lists in its own `dependencies` stays a `require` of the app's node_modules
 * (where pnpm, and `pnpm deploy --prod` in the image, put it); what only a workspace package
 * depends on is inlined, as the app's node_modules does not hold it.
 */
const root = path.resolve(__dirname, '..');

const backendEntries: Record<string, string[]> = {
  gateway: ['src/server.ts'],
  'services/seller': ['src/server.ts', 'src/migrate.ts'],
  'services/catalog': ['src/server.ts', 'src/migrate.ts', 'src/backfill-thumbnails.ts'],
  'services/admin': ['src/server.ts', 'src/migrate.ts'],
};

/**
 * Drivers knex loads by name only for a database we never use (and pino's optional pretty
 * printer): left as requires that are never reached, rather than failing the build.
 */
const unusedOptionalPackages = [
  'pg',
  'pg-query-stream',
  'sqlite3',
  'oracledb',
  'tedious',
  'mysql',
  'mariadb',
  'pino-pretty',
];

function ownDependencies(directory: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@drops/'));
}

const externalPackages = (external: string[]): Plugin => ({
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      return external.includes(name ?? '') ? { path: args.path, external: true } : undefined;
    });
  },
});

/** Every source file of a service's feature modules (tests aside), relative to `src/modules`. */
async function moduleFiles(modulesDirectory: string): Promise<string[]> {
  const entries = await readdir(modulesDirectory, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name),
    )
    .map((entry) => path.relative(modulesDirectory, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('test'))
    .sort();
}

const keyOf = (file: string) => file.replace(/\.ts$/, '').split(path.sep).join('/');

/**
 * `@fastify/autoload` reads `src/modules` at run time, which a bundle does not have. The server's
 * bundle therefore starts by registering every module file's exports under its path (below), and
 * `dist/modules/` gets one stub per file that answers its entry from there: autoload walks the
 * same tree with the same options in production, and the code it loads is the bundle's one copy.
 */
function serverWithModules(modulesDirectory: string, files: string[]): Plugin {
  const sources: Record<string, string> = {
    // Imports run in order: the registry is complete before the server's code runs.
    'drops:server-with-modules': "import 'drops:bundled-modules';\nimport '../server';\n",
    'drops:bundled-modules': [
      ...files.map((file, index) => `import * as file${index} from './${keyOf(file)}';`),
      `(globalThis as Record<string, unknown>)[${JSON.stringify(bundledModulesKey)}] = {`,
      ...files.map((file, index) => `  ${JSON.stringify(keyOf(file))}: file${index},`),
      '};',
    ].join('\n'),
  };
  return {
    name: 'server-with-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^drops:(server-with|bundled)-modules$/ }, (args) => ({
        path: args.path,
        namespace: 'server-with-modules',
      }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'server-with-modules' }, (args) => ({
        resolveDir: modulesDirectory,
        loader: 'ts',
        contents: sources[args.path],
      }));
    },
  };
}

async function writeModuleStubs(distDirectory: string, files: string[]): Promise<void> {
  const stubsDirectory = path.join(distDirectory, 'modules');
  await rm(stubsDirectory, { recursive: true, force: true });
  for (const file of files) {
    const key = keyOf(file);
    const stub = path.join(stubsDirectory, file.replace(/\.ts$/, '.js'));
    await mkdir(path.dirname(stub), { recursive: true });
    await writeFile(
      stub,
      '// Written by scripts/build-backend.ts for @fastify/autoload: the code is in dist/server.js.\n' +
        `module.exports = globalThis[${JSON.stringify(bundledModulesKey)}][${JSON.stringify(key)}];\n`,
    );
  }
}

async function buildBackend(folder: string, entries: string[]): Promise<void> {
  const directory = path.join(root, folder);
  const modulesDirectory = path.join(directory, 'src/modules');
  const files = existsSync(modulesDirectory) ? await moduleFiles(modulesDirectory) : [];
  // The server's bundle holds the modules, registered before the server's own code runs.
  const entryPoints = entries.map((entry) =>
    files.length > 0 && entry === 'src/server.ts'
      ? { in: 'drops:server-with-modules', out: 'server' }
      : { in: entry, out: path.basename(entry, '.ts') },
  );
  await build({
    absWorkingDir: directory,
    entryPoints,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      ...(files.length > 0 ? [serverWithModules(modulesDirectory, files)] : []),
      externalPackages([...ownDependencies(directory), ...unusedOptionalPackages]),
    ],
  });
  if (files.length > 0) await writeModuleStubs(path.join(directory, 'dist'), files);
}

async function main(): Promise<void> {
  const started = Date.now();
  await Promise.all(
    Object.entries(backendEntries).map(([folder, entries]) => buildBackend(folder, entries)),
  );
  console.log(`[build] gateway and services bundled in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
