// Shell (the only host): knows no remote at build time; it reads /mf/registry.json at run time.
// A production build also makes the page's loader (the page's only script tag) and the server host that renders
// pages on the API server (issue 41).
const { createBootRspackConfig, createRspackConfig, createServerRspackConfig } = require('@site/shared/build');

module.exports = (env) => {
  const browser = createRspackConfig({ dir: __dirname, app: 'shell', env });
  return env.RSPACK_SERVE ? browser : [browser, createBootRspackConfig({ dir: __dirname }), createServerRspackConfig({ dir: __dirname, app: 'shell' })];
};
