/**
 * Every browser package's jest suite in one run (`npm test`'s front-end layer): one start-up and one worker
 * pool instead of eight. Each package's own jest.config.cjs still runs it alone (`pnpm --filter X exec jest`).
 */
const packages = ['shared', 'shell', 'mfe-course', 'mfe-shots', 'mfe-podcast', 'mfe-account', 'mfe-forms', 'mfe-admin'];

module.exports = { projects: packages.map((name) => `<rootDir>/${name}`) };
