// The server build of the shell and of every remote (issue 41): the same sources as the browser build,
// bundled for Node so the API server can render a page with the active releases' own components.
//
// A remote's server build is a Module Federation container for Node (`async-node`, loaded by the node
// runtime plugin) in ONE file, `dist/server/remoteEntry.js`, released inside the same immutable version
// folder as its browser build. The shell's server build is the host: it provides every shared singleton
// (React, the router, jotai, Arco, dayjs, axios and `@site/shared`), so a remote's server build carries
// none of them (`import: false`) and the page renders with one React and one jotai store, as in the browser.
const { join } = require('node:path');
const { createRequire } = require('node:module');
const { createSharedConfig } = require('./shared-singletons.cjs');
const { REMOTE_CONTAINER, reactRouterProductionAliases } = require('./create-rspack-config.cjs');

/** Where the server build goes inside a package's dist (released with the browser build). */
const SERVER_DIR = 'server';
const SERVER_ENTRY = 'remoteEntry.js';

/**
 * The container name of a remote's server build. It carries the release: the federation runtime caches a
 * container on globalThis by name, so a second version under the same name would silently render the first.
 */
function serverContainerName(app, release) {
  const tag = (release || 'dev').replace(/[^A-Za-z0-9_]/g, '_');
  return `${REMOTE_CONTAINER[app]}_server_${tag}`;
}

/** Stylesheets mean nothing on the server: the browser build carries them. */
const ignoreCss = { test: /\.css$/, loader: require.resolve('./server-css-loader.cjs'), type: 'javascript/auto' };

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      env: { targets: 'node 20' },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {object} options
 * @param {string} options.dir  package folder
 * @param {'shell'|'course'|'shots'|'podcast'|'account'|'forms'|'admin'} options.app
 * @param {Record<string, string>} [options.exposes]  a remote's exposes (the same modules as its browser build)
 */
function createServerRspackConfig({ dir, app, exposes = {} }) {
  const appRequire = createRequire(join(dir, 'package.json'));
  const rspack = appRequire('@rspack/core');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/rspack');
  const isShell = app === 'shell';
  const release = process.env.RELEASE_VERSION || '';
  const name = isShell ? 'shell_server' : serverContainerName(app, release);
  const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

  const shared = createSharedConfig(dir, { treeShaking: false });
  // The host gives the shared libraries, loaded at once (eager: a remote's one-file build takes them
  // synchronously); a remote only takes them (it must never start a second React).
  for (const key of Object.keys(shared)) shared[key] = { ...shared[key], ...(isShell ? { eager: true } : { import: false }) };

  return {
    name: `${app}-server`,
    // After the browser build, whose output.clean empties dist/ when it emits.
    dependencies: [app],
    context: dir,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    entry: isShell ? { 'render-page': './src/server/render-page.tsx' } : {},
    output: {
      path: join(dir, 'dist', SERVER_DIR),
      uniqueName: name,
      // The container's chunk is the entry the server reads. Named here too: when the single-chunk limit below folds
      // the container's chunk into its exposed module's (the admin remote's build), that chunk keeps the container's
      // name but not the plugin's file name.
      filename: isShell ? '[name].js' : (data) => (data.chunk?.name === name ? SERVER_ENTRY : '[name].js'),
      chunkFilename: '[name].js',
      publicPath: 'auto',
      ...(isShell ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: reactRouterProductionAliases(appRequire),
      // Packages' Node builds (react-dom/server's node entry among them).
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: { rules: [swcRule(), ignoreCss, { test: /\.(png|jpe?g|gif|webp|svg|woff2?|ttf|eot)$/, type: 'asset/inline' }] },
    externalsPresets: { node: true },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        ...(isShell ? {} : { filename: SERVER_ENTRY, exposes, library: { type: 'commonjs-module', name } }),
        remoteType: 'script',
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [nodeRuntimePlugin],
        manifest: false,
        dts: false,
        dev: false,
        experiments: { optimization: { target: 'node' } },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file per build: the server loads a remote by its entry alone, with no chunk requests after it.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'named', chunkIds: 'named', splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * A remote's rspack config: its browser build and, for a production build, the server build of the same exposed
 * modules (`pnpm dev` serves the browser build alone). Every remote renders its pages on the server (issue 41).
 */
function createRemoteRspackConfigs({ dir, app, exposes }) {
  const { createRspackConfig } = require('./create-rspack-config.cjs');
  return (env) => {
    const browser = createRspackConfig({ dir, app, env, exposes });
    return env.RSPACK_SERVE ? browser : [browser, createServerRspackConfig({ dir, app, exposes })];
  };
}

module.exports = { createServerRspackConfig, createRemoteRspackConfigs, serverContainerName, SERVER_DIR, SERVER_ENTRY };
