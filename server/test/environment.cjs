/**
 * The server suite's test environment: Node's, plus PGlite's WebAssembly compiled once per jest worker.
 * Jest gives every test file a fresh module registry, so PGlite compiled its ~9 MB of WebAssembly and read
 * its file-system bundle again in every file (about 1.5 s of a small file's 2 s database start, measured);
 * an environment module lives outside that registry, so what it compiles is kept for the worker's life and
 * handed to each file as `globalThis.pgliteFiles` (PGlite's own `wasmModule` / `fsBundle` options).
 */
const fs = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

let pgliteFiles;

function loadPgliteFiles() {
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  return {
    wasmModule: new WebAssembly.Module(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
    fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
  };
}

class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    pgliteFiles ??= loadPgliteFiles();
    this.global.pgliteFiles = pgliteFiles;
  }
}

module.exports = ServerTestEnvironment;
