/** Jest settings shared by the browser packages (shared, shell, remotes): swc, jsdom, Testing Library. */
module.exports = (dirname) => ({
  rootDir: dirname,
  displayName: require('node:path').basename(dirname),
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // Arco, dayjs locales and other ESM-only files are compiled too.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@arco-design|dayjs|jotai|react-router|lodash-es|@tiptap|signature_pad|qrcode\\.react))'],
  // The jsdom polyfills live once, in shared's testing entry.
  setupFiles: [require.resolve('./shared/src/testing/jsdom-polyfills.ts')],
  setupFilesAfterEnv: [require.resolve('./shared/src/testing/isolate-tests.ts')],
  moduleNameMapper: { '\\.(css|less|svg|png|jpe?g|gif|webp)$': require.resolve('./jest.style-stub.cjs') },
  testTimeout: 15000,
});
