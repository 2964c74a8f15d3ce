// Lists, in every HTML page of the build, the chunks each page load needs before the first render: their scripts as
// <link rel="preload">, so the browser fetches them beside main.js instead of after it, and their stylesheets as
// <link rel="stylesheet">, or inlined in a prerendered page (the shell's landing.html) so it is styled at its first
// paint without waiting for another request. webpack's CSS loading (mini-css-extract-plugin) finds either later, by
// href or data-href, and does not add the stylesheet twice.
//
// Without the preloads the start is a waterfall: index.html, then main.js, which must run (the Module Federation
// runtime) before it asks for the app's own async boundary (`import('./bootstrap')` in src/index.ts) and the shared
// singletons that boundary consumes (react-dom, the router...): one more round trip, and on a slow connection every
// chunk queued behind main.js. Only what the entry's own dynamic import reaches is listed, and the fallback chunks of
// the shared modules it consumes; chunks loaded later (a lazy route) are not, so nothing is fetched that the page may
// not need.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN_NAME = 'StartupChunkTagsPlugin';

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
 * In the order their code runs: a shared package before the chunk that consumes it, so stylesheets keep the order in
 * which style-loader would have inserted them.
 *
 * A consume is served from the share scope, where this app provides its own copy of each shared package (a
 * `provide-module` of the entry chunk): the copy loaded is the provided chunk, not the fallback, which webpack emits
 * as a second file installing the same chunk ids (`push([[577, 958], ...])` in both). Listing the fallback too would
 * preload a file no script ever asks for: a wasted download and a console warning on every page.
 */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryChunk = entrypoint.getEntrypointChunk();
  const entryModules = [...chunkGraph.getChunkModulesIterable(entryChunk)];
  const provided = entryModules
    .filter((module) => module.type === 'provide-module')
    .flatMap((module) => blockChunks(compilation, module));
  const loadedInsteadOf = (fallback) =>
    provided.find((chunk) => fallback.ids.every((id) => chunk.ids.includes(id))) ?? fallback;
  const ordered = [];
  const seen = new Set([entryChunk]);
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') {
        blockChunks(compilation, module).forEach((fallback) => visit(loadedInsteadOf(fallback)));
      }
    }
    ordered.push(chunk);
  };
  for (const module of entryModules) blockChunks(compilation, module).forEach(visit);
  return ordered;
}

class StartupChunkTagsPlugin {
  /**
   * @param {{ entryName?: string, inlineStylesIn?: string[] }} [options] `inlineStylesIn`: the HTML files (e.g.
   *   'landing.html') whose startup stylesheets are inlined rather than linked
   */
  constructor({ entryName = 'main', inlineStylesIn = [] } = {}) {
    this.entryName = entryName;
    this.inlineStylesIn = new Set(inlineStylesIn);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const files = startupChunks(compilation, this.entryName).flatMap((chunk) => [...chunk.files]);
        const tag = (attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
        const inlineStyles = this.inlineStylesIn.has(data.outputName);
        const stylesheets = files
          .filter((file) => file.endsWith('.css'))
          .map((file) =>
            inlineStyles
              ? HtmlWebpackPlugin.createHtmlTagObject(
                  'style',
                  { 'data-href': `${publicPath}${file}` },
                  compilation.getAsset(file).source.source().toString(),
                )
              : tag({ rel: 'stylesheet', href: `${publicPath}${file}` }),
          );
        const preloads = files
          .filter((file) => file.endsWith('.js'))
          .map((file) => tag({ rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        // After main.js's tag: the entry is still asked for first, the preloads fill the connection behind it.
        data.headTags.push(...stylesheets, ...preloads);
        return data;
      });
    });
  }
}

module.exports = { StartupChunkTagsPlugin };
