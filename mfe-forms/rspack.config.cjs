// Remote "forms": exposes its page map; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules (issue 41: server rendering).
const { createRemoteRspackConfigs } = require('@site/shared/build');

module.exports = createRemoteRspackConfigs({
  dir: __dirname,
  app: 'forms',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
