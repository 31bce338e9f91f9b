// Remote "admin": exposes its page map; `pnpm dev` runs it alone in src/dev-host.
const { createRspackConfig } = require('@site/shared/build');

module.exports = (env) =>
  createRspackConfig({
    dir: __dirname,
    app: 'admin',
    env,
    exposes: {
      './routes': './src/routes.tsx',
    },
  });
