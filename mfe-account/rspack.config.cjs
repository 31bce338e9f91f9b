// Remote "account": exposes its page map; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules: a member's account centre is rendered
// on the server with their data (issue 41).
const { createRspackConfig, createServerRspackConfig } = require('@site/shared/build');

const exposes = {
  './routes': './src/routes.tsx',
};

module.exports = (env) => {
  const browser = createRspackConfig({ dir: __dirname, app: 'account', env, exposes });
  return env.RSPACK_SERVE ? browser : [browser, createServerRspackConfig({ dir: __dirname, app: 'account', exposes })];
};
