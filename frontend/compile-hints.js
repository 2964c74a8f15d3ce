// Puts V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, at the top of every script of a production build,
// so that Chromium compiles the whole file while it streams it in, on a background thread, instead of compiling each
// function on the main thread the first time it is called (https://v8.dev/blog/explicit-compile-hints, Chrome 136+;
// other engines read it as a comment).
//
// Nearly every function of our chunks runs as the page starts: webpack's module factories, the Module Federation
// runtime, React and antd setting up. Compiled lazily, that was 290-560 ms of main-thread work per load of
// /free-analysis on this machine (V8.CompileCode in a Chromium trace); with the hint, 4-95 ms. Lighthouse, in one
// interleaved run of six each: total blocking time 1,009 -> 600 ms on /free-analysis and 283 -> 122 ms on /. A chunk
// loaded later (a lazy page) is loaded when it is about to run, so it gains the same.
//
// The comment must be the file's first line, and the minifier (stage OPTIMIZE_SIZE) removes comments: it is added
// just before stage DEV_TOOLING, so after minification and before the source maps (shifted by its line) and the
// precompressed copies (stage OPTIMIZE_TRANSFER) are made from the file.
const { Compilation, sources } = require('webpack');

const PLUGIN_NAME = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
