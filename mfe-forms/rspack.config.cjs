// Remote "forms": exposes its page map; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules (issue 41: server rendering).
const { createRspackConfig, createServerRspackConfig } = require('@site/shared/build');

const exposes = {
  './routes': './src/routes.tsx',
};

module.exports = (env) => {
  const browser = createRspackConfig({ dir: __dirname, app: 'forms', env, exposes });
  return env.RSPACK_SERVE ? browser : [browser, createServerRspackConfig({ dir: __dirname, app: 'forms', exposes })];
};
