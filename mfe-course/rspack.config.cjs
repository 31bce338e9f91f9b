// Remote "course": exposes its page map and home widgets; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same page map (issue 41: server rendering).
const { createRemoteRspackConfigs } = require('@site/shared/build');

module.exports = createRemoteRspackConfigs({
  dir: __dirname,
  app: 'course',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets.tsx',
  },
});
