import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

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

async function buildBackend(folder: string, entries: string[]): Promise<void> {
  const directory = path.join(root, folder);
  await build({
    absWorkingDir: directory,
    entryPoints: entries,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages([...ownDependencies(directory), ...unusedOptionalPackages])],
  });
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
