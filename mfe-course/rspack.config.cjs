// Remote "course": exposes its page map and home widgets; `pnpm dev` runs it alone in src/dev-host.
const { createRspackConfig } = require('@site/shared/build');

module.exports = (env) =>
  createRspackConfig({
    dir: __dirname,
    app: 'course',
    env,
    exposes: {
      './routes': './src/routes.tsx',
    './widgets': './src/widgets.tsx',
    },
  });
