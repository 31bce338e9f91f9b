// Remote "podcast": exposes its page map and the player bar the shell mounts once; `pnpm dev` runs it alone in src/dev-host.
// A production build also makes the server build of the same modules (issue 41: server rendering).
const { createRemoteRspackConfigs } = require('@site/shared/build');

module.exports = createRemoteRspackConfigs({
  dir: __dirname,
  app: 'podcast',
  exposes: {
    './routes': './src/routes.tsx',
    './player-bar': './src/player-bar.tsx',
  },
});
