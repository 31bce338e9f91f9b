/**
 * Every browser package's jest suite in one run (`npm test`'s front-end layer): one start-up and one worker
 * pool instead of eight. Each package's own jest.config.cjs still runs it alone (`pnpm --filter X exec jest`).
 */
const packages = ['shared', 'shell', 'mfe-course', 'mfe-shots', 'mfe-podcast', 'mfe-account', 'mfe-forms', 'mfe-admin'];

// testTimeout is a global option: the packages' own 15 s (jest.frontend.cjs) counts only when a package runs alone, and
// in this run every test had jest's default 5 s (two health-form tests ran out of it beside the Playwright lane).
module.exports = { projects: packages.map((name) => `<rootDir>/${name}`), testTimeout: 15000 };
