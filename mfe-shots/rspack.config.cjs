// Remote "shots": exposes its page map and home widgets; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules (issue 41: server rendering).
const { createRspackConfig, createServerRspackConfig } = require('@site/shared/build');

const exposes = {
  './routes': './src/routes.tsx',
  './widgets': './src/widgets.tsx',
};

module.exports = (env) => {
  const browser = createRspackConfig({ dir: __dirname, app: 'shots', env, exposes });
  return env.RSPACK_SERVE ? browser : [browser, createServerRspackConfig({ dir: __dirname, app: 'shots', exposes })];
};
