// Shell (the only host): knows no remote at build time; it reads /mf/registry.json at run time.
const { createRspackConfig } = require('@site/shared/build');

module.exports = (env) => createRspackConfig({ dir: __dirname, app: 'shell', env });
