// Writes a remote's PAGE_CHUNKS_FILE: the JavaScript files of each page's own chunks, by the chunk name its dynamic
// import is given (pageChunkName of its route, in @fitness/contracts). The server reads it to have the browser fetch a
// page's chunks together with the page (backend/src/frontend-hosting/remote-preloads.ts). Otherwise they are asked
// for only once the remote's code has arrived, run and rendered the route: on a slow 4G line (Lighthouse's, applied
// in Chromium) that was one more round trip and download, about 0.4 s of the 4.7 s before /free-analysis was usable.
//
// A path of the route table whose page has no chunk of that name fails the build: a page renamed or loaded another
// way would otherwise quietly lose its preload.
const { Compilation, sources } = require('webpack');
const { PAGE_CHUNKS_FILE, REMOTE_PAGE_PATHS, pageChunkName } = require('@fitness/contracts');

const PLUGIN_NAME = 'PageChunksPlugin';

class PageChunksPlugin {
  /** @param {{ remote: keyof typeof REMOTE_PAGE_PATHS }} options */
  constructor({ remote }) {
    this.pageChunkNames = REMOTE_PAGE_PATHS[remote].map(pageChunkName);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Once every chunk has its final (hashed) file name.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const pages = {};
          for (const name of this.pageChunkNames) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              compilation.errors.push(
                new Error(
                  `${PLUGIN_NAME}: no chunk is named "${name}"; give that page's import() the comment /* webpackChunkName: "${name}" */`,
                ),
              );
              continue;
            }
            pages[name] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          }
          compilation.emitAsset(PAGE_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { PageChunksPlugin };
