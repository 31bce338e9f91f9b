// Remote "admin": exposes its page map; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules: the backend's pages are rendered on the
// server for the admin with their first rows (issue 41).
const { createRspackConfig, createServerRspackConfig } = require('@site/shared/build');

const exposes = {
  './routes': './src/routes.tsx',
};

module.exports = (env) => {
  const browser = createRspackConfig({ dir: __dirname, app: 'admin', env, exposes });
  return env.RSPACK_SERVE ? browser : [browser, createServerRspackConfig({ dir: __dirname, app: 'admin', exposes })];
};
