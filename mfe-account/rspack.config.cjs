// Remote "account": exposes its page map; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules: a member's account centre is rendered
// on the server with their data (issue 41).
const { createRemoteRspackConfigs } = require('@site/shared/build');

module.exports = createRemoteRspackConfigs({
  dir: __dirname,
  app: 'account',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
