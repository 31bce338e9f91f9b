// One rspack config factory for the shell and all five remotes, so every build agrees on loaders,
// output layout, shared singletons and federation options.
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { createSharedConfig } = require('./shared-singletons.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { PageStylesPlugin } = require('./page-styles-plugin.cjs');

/** Module Federation container names; must equal REMOTE_CONTAINER in shared/src/remote/remote-contract.ts. */
const REMOTE_CONTAINER = {
  course: 'mfe_course',
  shots: 'mfe_shots',
  podcast: 'mfe_podcast',
  account: 'mfe_account',
  forms: 'mfe_forms',
  admin: 'mfe_admin',
};

/** Default dev-server ports (override with PORT=... or --port). */
const DEV_PORTS = { shell: 3100, course: 3101, shots: 3102, podcast: 3103, account: 3104, forms: 3105, admin: 3106 };

/** Where the API server runs in development; the dev servers proxy to it. */
const API_TARGET = process.env.API_TARGET || 'http://localhost:3000';

/** Stable names (never cached) next to content-hashed files (cached for a year) under static/. */
const OUTPUT_NAMES = {
  remoteEntry: 'remoteEntry.js',
  js: 'static/js/[name].[contenthash:10].js',
  css: 'static/css/[name].[contenthash:10].css',
  asset: 'static/media/[name].[contenthash:10][ext]',
};

function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
      env: { targets: 'chrome >= 87, firefox >= 78, safari >= 14, edge >= 88' },
    },
    type: 'javascript/auto',
  };
}

/**
 * The federation runtime ships once, in the shell, which hands it to every remote
 * (provideExternalRuntime); a released remote only references it (externalRuntime), so it can be
 * loaded only by a shell built this way. A remote's dev server keeps its own runtime: its dev host
 * page is the host there. `target: 'web'` drops the runtime's Node.js code paths.
 */
function federationExperiments({ isShell, serving }) {
  const optimization = { target: 'web' };
  if (isShell) return { provideExternalRuntime: true, optimization };
  return serving ? { optimization } : { externalRuntime: true, optimization };
}

/**
 * React Router 7 points every export condition at its development build (warnings and checks included);
 * a production build takes the production files it also ships. Found through react-router-dom, which
 * brings it.
 */
function reactRouterProductionAliases(appRequire) {
  const routerRequire = createRequire(appRequire.resolve('react-router-dom/package.json'));
  const routerDir = dirname(routerRequire.resolve('react-router/package.json'));
  return {
    'react-router$': join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/** Packages every page of the shell runs at start (Arco is not among them: the home page never loads it). */
const STARTUP_PACKAGES = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser', 'jotai', 'dayjs', 'axios', 'react-is', '@babel/runtime'];

/**
 * The libraries the shell starts with in one chunk instead of some fifteen: every page needs all of them at
 * once, and each script the federation runtime inserts costs a phone's main thread a few milliseconds (and a
 * request on the network). The shell's own code and the shared library keep their chunks: they consume shares
 * this chunk provides, and a chunk that consumes its own shares waits for itself and never finishes loading.
 */
function shellStartupChunk() {
  const packages = STARTUP_PACKAGES.map((name) => name.replace('/', '[\\\\/]')).join('|');
  const inPackages = new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${packages})[\\\\/]`);
  return {
    cacheGroups: {
      startup: { name: 'startup', test: inPackages, chunks: 'async', enforce: true, priority: 20 },
    },
  };
}

/**
 * V8's explicit compile hint on every script of a production build: the page calls most of each file's functions
 * as it starts, so V8 compiles them all while the file streams in, on a background thread, instead of one by one
 * on the main thread at their first call. Browsers without the hint read a comment. Added after minification,
 * which drops comments.
 */
function compileHintsBanner(rspack) {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

function devProxy(contexts) {
  return [{ context: contexts, target: API_TARGET, changeOrigin: false }];
}

/** The shell's frame stylesheet, inlined into its page (read when the config loads: restart dev mode after editing it). */
const FIRST_PAINT_CSS = 'src/layout/site-layout.css';

/**
 * The frame's rules in the page itself rather than in a script's chunk: the server draws the first
 * screen into the HTML (header, notice bar, home banners), and it must paint at its final size before
 * any script or stylesheet arrives. Comments and runs of whitespace are dropped.
 */
function firstPaintCss(dir) {
  return readFileSync(join(dir, FIRST_PAINT_CSS), 'utf8')
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .trim();
}

/**
 * @param {object} options
 * @param {string} options.dir           package folder (holds package.json and src/)
 * @param {'shell'|'course'|'shots'|'podcast'|'account'|'forms'|'admin'} options.app
 * @param {Record<string, string | number | boolean>} [options.env]  rspack CLI env (RSPACK_SERVE when serving)
 * @param {Record<string, string>} [options.exposes]  remote exposes, relative to dir
 */
function createRspackConfig({ dir, app, env = {}, exposes = {} }) {
  const appRequire = createRequire(join(dir, 'package.json'));
  const rspack = appRequire('@rspack/core');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/rspack');
  const serving = Boolean(env.RSPACK_SERVE);
  const production = !serving;
  const isShell = app === 'shell';
  const pkg = appRequire('./package.json');
  const port = Number(process.env.PORT) || DEV_PORTS[app];

  const federationName = isShell ? 'shell' : REMOTE_CONTAINER[app];
  // Two releases of one remote can meet in a page (active build half-loaded, then its fallback);
  // a per-release chunk-loading global keeps their chunks apart. The release CLI passes the version.
  const release = (process.env.RELEASE_VERSION || '').replace(/[^A-Za-z0-9_]/g, '_');
  const uniqueName = release && !isShell ? `${federationName}_${release}` : federationName;
  const plugins = [
    new ModuleFederationPlugin({
      name: federationName,
      // The shell learns its remotes at run time from /mf/registry.json, never at build time.
      remotes: {},
      ...(isShell ? {} : { filename: OUTPUT_NAMES.remoteEntry, exposes }),
      shared: createSharedConfig(dir, { treeShaking: production }),
      // A remote that cannot be reached must not hold up start-up or sharing decisions.
      shareStrategy: 'loaded-first',
      manifest: !isShell,
      dts: false,
      dev: false,
      experiments: federationExperiments({ isShell, serving }),
    }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    }),
  ];

  // The shell always has a page; a remote gets one only in dev mode (its thin dev host).
  if (isShell || serving) {
    plugins.push(
      new rspack.HtmlRspackPlugin(
        isShell
          ? {
              template: join(dir, 'index.html'),
              templateParameters: { firstPaintCss: firstPaintCss(dir) },
              inject: 'body',
              scriptLoading: 'defer',
            }
          : {
              templateContent: devHostHtml(pkg.name),
              // Only the dev host's own entry: the federation container is for hosts, not this page.
              chunks: ['main'],
              inject: 'body',
              scriptLoading: 'defer',
            },
      ),
    );
  }
  if (isShell && production) {
    plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), noErrorOnMissing: true }] }));
  }
  if (production) plugins.push(compileHintsBanner(rspack), new PrecompressPlugin());
  // The stylesheets a server-rendered page links (issue 41): every sheet the shell's code may add, each remote module's own.
  if (production) plugins.push(new PageStylesPlugin(isShell ? ['main'] : Object.keys(exposes).map((key) => `__federation_expose_${key.replace(/^\.\//, '')}`), { providesShared: isShell }));

  return {
    name: app,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    // A remote's production build is only its federation container; its entry is the dev host.
    entry: isShell || serving ? { main: './src/index.ts' } : {},
    output: {
      path: join(dir, 'dist'),
      // The shell lives at the site root (deep links like /course/3 must find /static/...);
      // remotes resolve their own folder at run time from the script URL (immutable release folders).
      // A remote's dev server is absolute so its dev host deep links work and other hosts can use it.
      publicPath: isShell ? '/' : serving ? `http://localhost:${port}/` : 'auto',
      uniqueName,
      filename: serving ? 'static/js/[name].js' : OUTPUT_NAMES.js,
      chunkFilename: serving ? 'static/js/[name].js' : OUTPUT_NAMES.js,
      cssFilename: serving ? 'static/css/[name].css' : OUTPUT_NAMES.css,
      cssChunkFilename: serving ? 'static/css/[name].css' : OUTPUT_NAMES.css,
      assetModuleFilename: OUTPUT_NAMES.asset,
      // Keep the shared tree-shaking fallback build (written before the main build's emit).
      clean: { keep: /independent-packages/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: production ? reactRouterProductionAliases(appRequire) : {},
    },
    module: {
      rules: [
        swcRule(!production),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?|ttf|eot)$/, type: 'asset' },
      ],
    },
    plugins,
    optimization: production
      ? { moduleIds: 'deterministic', chunkIds: 'deterministic', ...(isShell ? { splitChunks: shellStartupChunk() } : {}) }
      : {},
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      proxy: devProxy(isShell ? ['/api_v1', '/mf', '/files', '/dev'] : ['/api_v1', '/files', '/dev']),
    },
  };
}

/** The shell's entry script as its page names it, rewritten to name the loader instead. */
const ENTRY_SCRIPT = /<script defer(?:="")? src="(\/static\/js\/main\.[^"]+\.js)"><\/script>/;

/**
 * The page's loader (shell/src/start-up/boot.ts), built on its own so it carries no federation runtime: it is the
 * page's only script tag, and asks for the shell's entry (`data-main`) once a server-rendered page has painted
 * its first screen. Runs after the shell's browser build, whose page it rewrites to name the loader.
 */
function createBootRspackConfig({ dir }) {
  const rspack = createRequire(join(dir, 'package.json'))('@rspack/core');
  const page = join(dir, 'dist', 'index.html');
  return {
    name: 'shell-boot',
    dependencies: ['shell'],
    context: dir,
    mode: 'production',
    devtool: false,
    target: 'web',
    entry: { boot: './src/start-up/boot.ts' },
    output: { path: join(dir, 'dist'), publicPath: '/', filename: OUTPUT_NAMES.js, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(false)] },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      compileHintsBanner(rspack),
      new PrecompressPlugin(),
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('BootScriptInPage', (compilation) => {
            const file = compilation.entrypoints.get('boot').getFiles().find((name) => name.endsWith('.js'));
            const html = readFileSync(page, 'utf8');
            const rewritten = html.replace(ENTRY_SCRIPT, (_, main) => `<script defer src="/${file}" data-main="${main}"></script>`);
            if (rewritten === html) throw new Error(`shell-boot: no entry script to replace in ${page}`);
            writeFileSync(page, rewritten);
          });
        },
      },
    ],
    performance: { hints: false },
  };
}

function devHostHtml(packageName) {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${packageName} 开发宿主</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { createRspackConfig, createBootRspackConfig, reactRouterProductionAliases, REMOTE_CONTAINER, DEV_PORTS, OUTPUT_NAMES };
