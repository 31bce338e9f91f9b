// Remote "podcast": exposes its page map and the player bar the shell mounts once; `pnpm dev` runs it alone in src/dev-host.
const { createRspackConfig } = require('@site/shared/build');

module.exports = (env) =>
  createRspackConfig({
    dir: __dirname,
    app: 'podcast',
    env,
    exposes: {
      './routes': './src/routes.tsx',
      './player-bar': './src/player-bar.tsx',
    },
  });
