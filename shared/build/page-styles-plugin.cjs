// Writes `page-styles.json` beside a build: for each named chunk (a remote's exposed modules, the shell's
// `main`), every stylesheet that chunk and the chunks it loads may add to the page. A page the server
// renders (issue 41) links them in its head, so its markup paints styled instead of moving when they arrive.
const PAGE_STYLES_FILE = 'page-styles.json';
/** The entry of page-styles.json that maps each stylesheet to its chunk's name in the browser's CSS loader. */
const CHUNK_KEYS = 'chunkKeys';

/** Whether every origin of a chunk group is a module of this kind ('consume shared module', 'provide shared module'). */
const madeBy = (group, kind) => group.origins.length > 0 && group.origins.every((origin) => origin.module?.identifier().startsWith(kind));

/**
 * A shared library's copy that a consumer falls back on when no build provides the library: the shell provides
 * every one, so the browser never loads a fallback's stylesheets (the shell's own, or a remote's).
 */
const isSharedFallback = (group) => madeBy(group, 'consume shared module');
/** A shared library as a build provides it: the shell's are what every page loads; a remote's are never chosen. */
const isSharedProvided = (group) => madeBy(group, 'provide shared module');

class PageStylesPlugin {
  /**
   * @param {string[]} names chunk names to list (e.g. '__federation_expose_routes', 'main')
   * @param {{ providesShared: boolean }} options whether the pages load the shared libraries this build provides (the shell's)
   */
  constructor(names, { providesShared }) {
    this.names = names;
    this.providesShared = providesShared;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const styles = {};
        // Each stylesheet's chunk as the CSS loader in the browser names it (data-rspack="<uniqueName>:chunk-<id>"):
        // a page that links the sheet with that name is not given it a second time, later in the cascade.
        const chunkKeys = {};
        const uniqueName = compiler.options.output.uniqueName;
        for (const name of this.names) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) continue;
          const files = new Set();
          // The group's chunks (the named one and those split off it, loaded together), then the groups its code
          // loads later. Chunk groups, not chunks: a chunk split off several groups would bring the others' later
          // loads too (the home widgets listed the video player's styles).
          const seen = new Set();
          const visit = (current) => {
            if (seen.has(current)) return;
            seen.add(current);
            for (const chunk of current.chunks) {
              for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) {
                if (!file.endsWith('.css')) continue;
                files.add(file);
                chunkKeys[file] = `${uniqueName}:chunk-${chunk.id}`;
              }
            }
            for (const child of current.childrenIterable) {
              if (isSharedFallback(child) || (isSharedProvided(child) && !this.providesShared)) continue;
              visit(child);
            }
          };
          visit(group);
          styles[name] = [...files].sort();
        }
        compilation.emitAsset(PAGE_STYLES_FILE, new RawSource(`${JSON.stringify({ ...styles, [CHUNK_KEYS]: chunkKeys }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageStylesPlugin, PAGE_STYLES_FILE, CHUNK_KEYS };
