// Writes .br and .gz next to every JS, CSS and JSON file of a production build, so the release
// server can send precompressed bytes without compressing on each request.
const { readdir, readFile, writeFile } = require('node:fs/promises');
const { join } = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Not .html: the server rewrites the shell page (site config), so a precompressed copy would be stale.
const COMPRESSIBLE = /\.(js|css|json|svg)$/;

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function precompressFolder(dir) {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

class PrecompressPlugin {
  apply(compiler) {
    // afterEmit sees the final files on disk, including the MF manifest written by its own plugin.
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      await precompressFolder(compiler.options.output.path);
    });
  }
}

module.exports = { PrecompressPlugin, precompressFolder };
