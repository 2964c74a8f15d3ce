// Lists, in index.html, the chunks every page load needs before the first render, as <link rel="preload">, so the
// browser fetches them beside main.js instead of after it.
//
// Without it the start is a waterfall: index.html, then main.js, which must run (the Module Federation runtime) before
// it asks for the app's own async boundary (`import('./bootstrap')` in src/index.ts) and the shared singletons that
// boundary consumes (react-dom, the router...): one more round trip, and on a slow connection every chunk queued
// behind main.js. Only what the entry's own dynamic import reaches is listed, and the fallback chunks of the shared
// modules it consumes; chunks loaded later (a lazy route) are not, so nothing is fetched that the page may not need.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN_NAME = 'PreloadStartupChunksPlugin';

/** The chunks of every async block of `module` (its dynamic imports, or a shared module's fallback). */
function blockChunks(compilation, module) {
  const chunks = [];
  for (const block of module.blocks) {
    const chunkGroup = compilation.chunkGraph.getBlockChunkGroup(block);
    if (chunkGroup) chunks.push(...chunkGroup.chunks);
  }
  return chunks;
}

/**
 * The chunks reached from the entry chunk's modules through their dynamic imports, followed through the Module
 * Federation consumes inside them (a `consume-shared-module`'s block is its fallback: the shared package itself).
 */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryChunk = entrypoint.getEntrypointChunk();
  const found = new Set();
  const pending = [];
  for (const module of chunkGraph.getChunkModulesIterable(entryChunk))
    pending.push(...blockChunks(compilation, module));
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (found.has(chunk) || chunk === entryChunk) continue;
    found.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') pending.push(...blockChunks(compilation, module));
    }
  }
  return [...found];
}

class PreloadStartupChunksPlugin {
  /** @param {{ entryName?: string }} [options] */
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const scripts = startupChunks(compilation, this.entryName)
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js'))
          .sort();
        const links = scripts.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        // After main.js's tag: the entry is still asked for first, the preloads fill the connection behind it.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
