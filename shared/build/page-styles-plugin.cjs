// Writes `page-styles.json` beside a build: for each named chunk (a remote's exposed modules, the shell's
// `arco-styles`), every stylesheet that chunk and the chunks it loads may add to the page. A page the server
// renders (issue 41) links them in its head, so its markup paints styled instead of moving when they arrive.
const PAGE_STYLES_FILE = 'page-styles.json';
/** The entry of page-styles.json that maps each stylesheet to its chunk's name in the browser's CSS loader. */
const CHUNK_KEYS = 'chunkKeys';

class PageStylesPlugin {
  /** @param {string[]} names chunk names to list (e.g. '__federation_expose_routes', 'arco-styles') */
  constructor(names) {
    this.names = names;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunks, namedChunkGroups } = compilation.getStats().toJson({ all: false, chunks: true, chunkRelations: true, chunkGroups: true, ids: true });
        const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
        const styles = {};
        // Each stylesheet's chunk as the CSS loader in the browser names it (data-rspack="<uniqueName>:chunk-<id>"):
        // a page that links the sheet with that name is not given it a second time, later in the cascade.
        const chunkKeys = {};
        const uniqueName = compiler.options.output.uniqueName;
        for (const name of this.names) {
          // The group's chunks (the named one and those split off it, loaded together), then what they load later.
          const group = namedChunkGroups?.[name];
          const start = group ? group.chunks.map((id) => byId.get(id)) : [];
          if (start.length === 0) continue;
          const files = new Set();
          const seen = new Set();
          const visit = (chunk) => {
            if (!chunk || seen.has(chunk.id)) return;
            seen.add(chunk.id);
            for (const file of [...chunk.files, ...(chunk.auxiliaryFiles ?? [])]) {
              if (!file.endsWith('.css')) continue;
              files.add(file);
              chunkKeys[file] = `${uniqueName}:chunk-${chunk.id}`;
            }
            for (const id of chunk.children ?? []) visit(byId.get(id));
          };
          start.forEach(visit);
          styles[name] = [...files].sort();
        }
        compilation.emitAsset(PAGE_STYLES_FILE, new RawSource(`${JSON.stringify({ ...styles, [CHUNK_KEYS]: chunkKeys }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageStylesPlugin, PAGE_STYLES_FILE, CHUNK_KEYS };
