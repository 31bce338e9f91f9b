// Build helpers shared by every front-end package: `require('@site/shared/build')` from an rspack config.
const { createRspackConfig, createBootRspackConfig, reactRouterProductionAliases, REMOTE_CONTAINER, DEV_PORTS, OUTPUT_NAMES } = require('./create-rspack-config.cjs');
const { createServerRspackConfig, createRemoteRspackConfigs, serverContainerName, SERVER_DIR, SERVER_ENTRY } = require('./create-server-rspack-config.cjs');
const { createSharedConfig, SINGLETON_PACKAGES, SHARED_PACKAGE_NAME } = require('./shared-singletons.cjs');
const { PrecompressPlugin, precompressFolder } = require('./precompress-plugin.cjs');
const { collectUsedExports, firstScreenArcoImports, generatedFiles, publicPageArcoImports, readCheckedInExports } = require('./arco-exports.cjs');

module.exports = {
  createRspackConfig,
  createBootRspackConfig,
  createServerRspackConfig,
  createRemoteRspackConfigs,
  serverContainerName,
  SERVER_DIR,
  SERVER_ENTRY,
  createSharedConfig,
  reactRouterProductionAliases,
  PrecompressPlugin,
  precompressFolder,
  REMOTE_CONTAINER,
  DEV_PORTS,
  OUTPUT_NAMES,
  SINGLETON_PACKAGES,
  SHARED_PACKAGE_NAME,
  collectUsedExports,
  firstScreenArcoImports,
  generatedFiles,
  publicPageArcoImports,
  readCheckedInExports,
};
