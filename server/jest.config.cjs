/**
 * Server tests: real SQL on PGlite (ESM, hence --experimental-vm-modules in the test script).
 * Some CommonJS dependencies (light-my-request, @fastify/static, sanitize-html) require packages that
 * are ESM-only; Node 20 can do that but jest's runtime cannot, so those few are compiled to CommonJS.
 */
const esmOnly = ['cookie', 'content-disposition', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'entities', 'domelementtype'];
const esmOnlyGroup = `(${esmOnly.join('|')})`;

module.exports = {
  // Node's environment, with PGlite's WebAssembly compiled once per worker rather than once per file.
  testEnvironment: '<rootDir>/test/environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
    [`/node_modules/${esmOnlyGroup}/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/${esmOnlyGroup}@|${esmOnlyGroup}/)`],
  // Generous: the suite often shares the machine with builds and other suites.
  testTimeout: 60000,
  // Jest's ESM mode keeps every file's module graph alive in its process (the heap grew past 5 GB in band and
  // late files ran 3x slower than early ones): a worker that ends a file above this is replaced by a fresh one.
  // A fresh worker costs less than the collector's work on a grown heap: PGlite shard 1/2 took 134-136 s at 256 MB,
  // 141 at 384 MB, 144 at 512 MB, 168-174 at 1 GB, 217 at 2 GB and 151 at 128 MB (replaced after nearly every file).
  workerIdleMemoryLimit: '256MB',
};
