// @ts-check
/**
 * One webpack configuration for the five frontends: TypeScript through swc-loader, module
 * federation with the shared singletons, and, in production, no source maps and hashed files.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared');
const { frontends, portOf, remoteEntryFile } = require('./frontends');
const { firstReadFile, readRuntimeManifest } = require('./runtime-manifest');
const { remotePagesFile } = require('./remote-preloads');
const { StartupChunksPlugin } = require('./startup-chunks');
const { federationRuntimeAliases } = require('./federation-runtime-aliases');
const { withContractVersion } = require('./contract-version');

/** Modern browsers only: no down-levelling beyond what Chromium, Firefox and Safari run. */
const browserTarget = 'es2022';

/**
 * @typedef {object} FrontendOptions
 * @property {keyof typeof frontends} app
 * @property {string} directory the package folder (`__dirname` of its webpack.config.js)
 * @property {string} title page title of the HTML document
 * @property {Record<string, string>} [exposes] remotes only: exposed module to source file
 */

/** Emits the shell's remotes.json (and the remotes' pages) beside index.html. */
class RuntimeManifestPlugin {
  /** @param {string} source */
  constructor(source) {
    this.source = source;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RuntimeManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.fileDependencies.add(this.source);
          const content = fs.readFileSync(this.source);
          compilation.emitAsset('remotes.json', new compiler.webpack.sources.RawSource(content));
          // Which remote serves which page, as the shell's router has it: the server preloads
          // the page's remote from it (remote-preloads.js).
          const pages = require.resolve('@drops/federation/remote-pages.json', {
            paths: [path.dirname(this.source)],
          });
          compilation.fileDependencies.add(pages);
          compilation.emitAsset(
            remotePagesFile,
            new compiler.webpack.sources.RawSource(fs.readFileSync(pages)),
          );
        },
      );
    });
  }
}

/**
 * The shell's layouts around the remote areas, by chunk name (remote-pages.json's `layout`).
 * @param {string} directory the shell's folder
 * @returns {string[]}
 */
function layoutsOf(directory) {
  const file = require.resolve('@drops/federation/remote-pages.json', { paths: [directory] });
  /** @type {Record<string, { layout: string }>} */
  const pages = JSON.parse(fs.readFileSync(file, 'utf8'));
  return [...new Set(Object.values(pages).map((page) => page.layout))];
}

/**
 * The frontend's webpack configuration; the shell's production build is two: the shell, then its
 * page script (firstReadConfig).
 * @param {FrontendOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createFrontendConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const frontend = frontends[options.app];
    const isShell = options.app === 'shell';
    const port = portOf(frontend);

    /** @type {ConstructorParameters<typeof ModuleFederationPlugin>[0]} */
    const federation = {
      name: frontend.name,
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      // Types of exposed modules come from @drops/federation; nothing is fetched at build time.
      dts: false,
      // A remote's build is released as a version whose entry is its mf-manifest.json (issue 28),
      // carrying the shell–remote contract version it was built against.
      manifest: isShell ? false : { additionalData: withContractVersion(options.directory) },
    };
    // The shell registers a released version by its mf-manifest.json (issue 28), which the
    // runtime's snapshot plugin reads, so the shell keeps it; a remote uses the shell's runtime.
    // Only browsers load them.
    const optimization = { disableSnapshot: !isShell, target: /** @type {const} */ ('web') };
    if (isShell) {
      // The shell provides the federation runtime to the remotes, so each remote entry stays
      // small instead of carrying its own ~23 KB copy.
      federation.experiments = { provideExternalRuntime: true, optimization };
    } else {
      federation.filename = remoteEntryFile;
      federation.exposes = options.exposes ?? {};
      // Standalone development runs without a shell, so the remote keeps its own runtime there.
      federation.experiments = { externalRuntime: production, optimization };
    }

    /** @type {import('webpack').Configuration['plugins']} */
    const plugins = [new ModuleFederationPlugin(federation)];
    // The shell always has a page; a remote has one only for standalone development.
    if (isShell || !production) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title,
          chunks: ['main'],
          inject: 'body',
          scriptLoading: 'defer',
          // Absolute, so deep links (/admin/sellers) load the same script.
          publicPath: '/',
        }),
      );
    }
    if (isShell) {
      plugins.push(new RuntimeManifestPlugin(path.join(options.directory, 'remotes.json')));
      plugins.push(new StartupChunksPlugin({ chunkGroups: layoutsOf(options.directory) }));
    }

    // A remote's production build is its container alone (the federation plugin adds that entry).
    /** @type {import('webpack').EntryObject} */
    const entry = isShell || !production ? { main: './src/index.ts' } : {};

    /** @type {import('webpack').Configuration} */
    const config = {
      name: options.app,
      mode: production ? 'production' : 'development',
      context: options.directory,
      entry,
      target: 'browserslist:chrome >= 109, firefox >= 115, safari >= 16',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.directory, 'dist'),
        // The shell serves deep links (/signup/step2) from one index.html, so its files are
        // addressed from the root; a remote's chunks are addressed from wherever its entry was loaded.
        publicPath: isShell ? '/' : 'auto',
        // Entry files keep their names (the federation runtime cannot resolve a content hash in
        // its own chunk's name); the static server has them revalidated on every load.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: frontend.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: federationRuntimeAliases() },
      module: {
        rules: [
          {
            test: /\.schemas\.ts$/,
            use: { loader: require.resolve('./contract-schemas-loader') },
          },
          {
            test: /\.[jt]sx?$/,
            exclude: [/node_modules/, /\.schemas\.ts$/],
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: browserTarget,
                },
              },
            },
          },
          {
            // The contracts' modules only declare schemas and constants: marking them free of
            // side effects lets a frontend take the messages without every schema.
            test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/,
            sideEffects: false,
          },
        ],
      },
      plugins,
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // SWC's minifier: several times faster than terser on this two-core machine, same output size.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 } },
            extractComments: false,
          }),
        ],
      },
      devServer: {
        port,
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        setupMiddlewares: (
          /** @type {import('webpack-dev-server').Middleware[]} */ middlewares,
          /** @type {import('webpack-dev-server')} */ devServer,
        ) => {
          if (isShell) {
            devServer.app?.get(
              '/remotes.json',
              (_request, /** @type {{ json: (body: unknown) => void }} */ response) => {
                response.json(readRuntimeManifest(path.join(options.directory, 'remotes.json')));
              },
            );
          }
          return middlewares;
        },
      },
    };
    if (!isShell || !production) return config;
    return [config, firstReadConfig(config)];
  };
}

/**
 * The shell's page script (first-read.js), built apart from the federation (whose runtime would
 * make it 90 KB): drops-serve writes it into the page, so the page's first read starts with the
 * document instead of once main.js has loaded and run (issue 28).
 * @param {import('webpack').Configuration} shell
 * @returns {import('webpack').Configuration}
 */
function firstReadConfig(shell) {
  return {
    name: 'first-read',
    // After the shell's build, whose `clean` would remove it.
    dependencies: [String(shell.name)],
    mode: shell.mode,
    context: shell.context,
    entry: { [path.basename(firstReadFile, '.js')]: './src/first-read.ts' },
    target: shell.target,
    devtool: false,
    output: { path: shell.output?.path, filename: '[name].js', publicPath: '/' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: shell.module,
    performance: shell.performance,
    optimization: { minimizer: shell.optimization?.minimizer },
  };
}

module.exports = { createFrontendConfig, frontends, portOf, remoteEntryFile };
