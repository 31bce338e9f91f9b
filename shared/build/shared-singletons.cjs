// The one list of Module Federation shared singletons, used by the shell and every remote build.
// Declared once so host and remotes can never disagree on what is shared or how.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { readCheckedInExports } = require('./arco-exports.cjs');

/** Libraries that must exist once per page (React context, router, jotai store, Arco config). */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  '@arco-design/web-react',
  'dayjs',
  'axios',
];

/**
 * Keys ending in '/' share every subpath (react/jsx-runtime, react-dom/client, dayjs/locale/zh-cn);
 * the bare key is still needed for the package root itself.
 */
const SUBPATH_SHARED = new Set(['react', 'react-dom']);

const SHARED_PACKAGE_NAME = '@site/shared';

/**
 * Arco and React Router are shared tree-shaken (MF `treeShaking`) to the union of the exports the site
 * imports (arco-exports.cjs), the same list in every build: the singleton lookup ignores used exports, so
 * every copy must hold all of them. react-router is reached only through react-router-dom, which
 * re-exports it, so it gets react-router-dom's list.
 */
function treeShakingFor(name) {
  const used = readCheckedInExports();
  const list = name === 'react-router' ? used['react-router-dom'] : used[name];
  return list ? { treeShaking: { mode: 'runtime-infer', usedExports: list } } : {};
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The workspace library's own semver, so the runtime can compare it like any other package. */
function sharedLibraryVersion() {
  return readJson(join(__dirname, '..', 'package.json')).version;
}

/**
 * Version installed for a package the app does not list itself (react-router comes through
 * react-router-dom), found through the app's own dependencies.
 */
function installedVersion(appDir, deps, name) {
  const bases = [join(appDir, 'package.json')];
  const appRequire = createRequire(bases[0]);
  for (const dep of Object.keys(deps)) {
    try {
      bases.push(appRequire.resolve(`${dep}/package.json`));
    } catch {
      // packages whose exports hide package.json cannot host the lookup; skip them
    }
  }
  for (const base of bases) {
    try {
      return readJson(createRequire(base).resolve(`${name}/package.json`)).version;
    } catch {
      // not reachable from this package; try the next one
    }
  }
  return undefined;
}

/**
 * Shared config for one app. requiredVersion comes from that app's package.json, so a remote that
 * upgrades a library without the shell is told so at run time instead of silently getting a mismatch.
 * @param {string} appDir folder holding the app's package.json
 * @param {{ treeShaking?: boolean }} [options] tree shaking is for production builds; dev servers share whole libraries
 */
function createSharedConfig(appDir, { treeShaking = true } = {}) {
  const pkg = readJson(join(appDir, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const installed = deps[name] ? undefined : installedVersion(appDir, deps, name);
    const requiredVersion = deps[name] || (installed && `^${installed}`);
    if (!requiredVersion) {
      throw new Error(`${pkg.name}: shared singleton ${name} is neither a dependency nor installed`);
    }
    const entry = { singleton: true, requiredVersion };
    shared[name] = treeShaking ? { ...entry, ...treeShakingFor(name) } : entry;
    if (SUBPATH_SHARED.has(name)) shared[`${name}/`] = { ...entry };
  }
  const libraryVersion = sharedLibraryVersion();
  shared[SHARED_PACKAGE_NAME] = {
    singleton: true,
    version: libraryVersion,
    requiredVersion: `^${libraryVersion}`,
  };
  return shared;
}

module.exports = { SINGLETON_PACKAGES, SHARED_PACKAGE_NAME, createSharedConfig, sharedLibraryVersion };
