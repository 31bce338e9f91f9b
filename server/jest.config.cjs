/** Server tests: real SQL on PGlite (ESM, hence --experimental-vm-modules in the test script). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
    // light-my-request (CJS) requires cookie@2, which is ESM-only: jest cannot require ESM, so compile it to CJS.
    '/node_modules/cookie/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/)'],
  testTimeout: 30000,
};
