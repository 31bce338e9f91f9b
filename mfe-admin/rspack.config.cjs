// Remote "admin": exposes its page map; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules: the backend's pages are rendered on the
// server for the admin with their first rows (issue 41).
const { createRemoteRspackConfigs } = require('@site/shared/build');

module.exports = createRemoteRspackConfigs({
  dir: __dirname,
  app: 'admin',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
