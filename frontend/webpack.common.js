// The one webpack + Module Federation setup shared by the shell and the three remotes.
// Each app's webpack.config.js only names itself, its port and what it exposes.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartupChunkTagsPlugin } = require('./startup-chunk-tags');
const { CompileHintsPlugin } = require('./compile-hints');
const { PageChunksPlugin } = require('./page-chunks');
const {
  PAGE_TITLE,
  META_DESCRIPTION,
  THEME_INIT_SCRIPT,
  REMOTE_PRELOADS_SCRIPT,
  PRERENDERED_FILES,
} = require('@fitness/contracts');

// Shared as singletons so the shell and every remote use one React tree, one router and one @fitness/ui (one theme
// context, one toast queue). Listed on purpose: never spread all deps. Each module maps to the package whose
// requiredVersion it takes. react-dom/client is listed because antd's render helper imports it: unshared, every
// remote would ship a second React DOM renderer (~63 KB gzipped).
// antd is deliberately not shared: a shared module is bundled whole (Module Federation cannot tree-shake it), which
// made the first remote a page loads fetch all of antd (1.4 MB minified). Each remote bundles the components it
// imports instead, and takes the one theme from the shared @fitness/ui through its own AntdThemeProvider. Only one
// remote is mounted at a time (remote-routes.ts), so two antd copies never share the page's React tree.
// React Router must be one instance (the remotes render under the shell's router), so it is shared through a module
// that re-exports only what the apps use (`provide`, a request that resolve.alias maps to the file), which webpack
// can tree-shake. A bare request, not the file's path: a path is provided eagerly in every compilation, and the HTML
// plugin's template compilation then wrote a stray Node copy of the router into dist.
const SHARED_SINGLETONS = {
  react: { packageName: 'react' },
  'react-dom': { packageName: 'react-dom' },
  'react-dom/client': { packageName: 'react-dom' },
  'react-router-dom': { packageName: 'react-router-dom', provide: '@fitness-shared/react-router-dom' },
  '@reduxjs/toolkit': { packageName: '@reduxjs/toolkit' },
  'react-redux': { packageName: 'react-redux' },
  '@fitness/ui': { packageName: '@fitness/ui' },
};

// Where each `provide` request of SHARED_SINGLETONS is found.
const SHARED_MODULE_ALIASES = {
  '@fitness-shared/react-router-dom$': path.join(__dirname, 'shared-modules', 'react-router-dom.mjs'),
};

/** The MF `shared` map, each singleton's requiredVersion read from the app's own package.json. */
function sharedSingletons(packageJson) {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([moduleName, { packageName, provide }]) => {
      const requiredVersion = packageJson.dependencies && packageJson.dependencies[packageName];
      if (!requiredVersion) {
        throw new Error(
          `${packageJson.name} must list ${packageName} in its dependencies: it is a federated singleton.`,
        );
      }
      if (!provide) return [moduleName, { singleton: true, requiredVersion }];
      // A module of our own stands in for the package: its version is the installed package's.
      const { version } = require(`${packageName}/package.json`);
      return [moduleName, { singleton: true, requiredVersion, import: provide, version }];
    }),
  );
}

// Production assets are compressed once at build time, beside the originals (x.js.br, x.js.gz), and the backend
// serves whichever the browser accepts (frontend-hosting.ts): brotli at its highest quality costs seconds here
// and nothing per request. Source maps are never served, so they are not compressed.
const PRECOMPRESSED_ASSETS = /\.(js|css|html|svg|json)$/;

function precompressionPlugins() {
  const common = { test: PRECOMPRESSED_ASSETS, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

// What an import without an extension may name, in the browser builds and the prerender build alike.
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js'];

function swcRule(isDevelopment) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDevelopment, refresh: false } },
          target: 'es2022',
        },
      },
    },
  };
}

// Where the prerender bundle is written: a build step only, never served.
const PRERENDER_FOLDER = 'dist-prerender';

/**
 * A Node build of the app's prerender module (see createFederatedAppConfig's `prerender`). Its stylesheets are
 * extracted to prerender.css, which a remote's prerendered routes carry (the browser build loads them itself).
 */
function prerenderBundleConfig({ appDir, name, entry }) {
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  return {
    name,
    mode: 'production',
    target: 'node',
    context: appDir,
    entry: { prerender: entry },
    output: {
      path: path.join(appDir, PRERENDER_FOLDER),
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: SOURCE_EXTENSIONS },
    module: { rules: [swcRule(false), { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    plugins: [new MiniCssExtractPlugin({ filename: 'prerender.css' })],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

/** Calls a function of the prerender bundle; read afresh, as the bundle is rebuilt before each page build. */
function callPrerenderBundle(appDir, exportName) {
  const bundle = path.join(appDir, PRERENDER_FOLDER, 'prerender.js');
  delete require.cache[bundle];
  return require(bundle)[exportName]();
}

/**
 * Writes a remote's prerendered routes (PRERENDERED_FILES.remoteRoutes): each route's markup, with the antd styles
 * it rendered and this remote's own stylesheets. antd's runtime styles come first in the browser too (it prepends
 * them), so the remote's rules keep winning ties.
 */
class PrerenderedRoutesPlugin {
  constructor({ appDir, exportName }) {
    this.appDir = appDir;
    this.exportName = exportName;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrerenderedRoutesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PrerenderedRoutesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const ownCss = fs.readFileSync(path.join(this.appDir, PRERENDER_FOLDER, 'prerender.css'), 'utf8');
          const routes = callPrerenderBundle(this.appDir, this.exportName);
          const withOwnCss = Object.fromEntries(
            Object.entries(routes).map(([route, page]) => [route, { html: page.html, css: page.css + ownCss }]),
          );
          compilation.emitAsset(PRERENDERED_FILES.remoteRoutes, new sources.RawSource(JSON.stringify(withOwnCss)));
        },
      );
    });
  }
}

/**
 * What the Module Federation runtime bundled into an app may leave out. Every app runs in the browser only, so the
 * runtime's Node code goes. A remote is only ever loaded: it registers no remotes of its own and reads no manifests,
 * so it also drops the remote-loading code and the snapshot plugin (which reads mf-manifest.json files). The shell
 * keeps both: it registers the remotes at runtime from their manifests. The remote's entry shrank from 92 to 61 KB
 * (minified), all of it parsed and run before the remote's first page.
 */
function federationRuntimeOptimization(isRemote) {
  return isRemote ? { target: 'web', disableRemote: true, disableSnapshot: true } : { target: 'web' };
}

/**
 * Builds the webpack config of one federated app.
 * @param {object} options
 * @param {string} options.appDir the app folder (holds package.json and src/)
 * @param {string} options.federationName MF container name: 'shell' or the remote's name
 * @param {number} options.devPort webpack-dev-server port
 * @param {Record<string, string>} [options.exposes] remote modules, e.g. { './App': './src/remote-app.tsx' }
 * @param {(devServer: object) => object} [options.extendDevServer] app-specific dev-server settings
 * @param {{ entry: string, pages?: { exportName: string, filename: string }[], routesExport?: string }}
 *   [options.prerender] what is rendered at build time (production only) by the Node build of `entry`:
 *   - `pages`: whole pages (the shell's): each `exportName` returns the markup of the page's <div id="root">, written
 *     to `filename` beside index.html. The app's CSS is then extracted to files, which every page links, and the
 *     prerendered ones inline (StartupChunkTagsPlugin), so they are styled before their scripts run.
 *   - `routesExport` (a remote's): returns the remote's prerendered routes, `{ [path]: { html, css } }`, written
 *     with the remote's stylesheets to PRERENDERED_FILES.remoteRoutes (PrerenderedRoutesPlugin).
 */
function createFederatedAppConfig({ appDir, federationName, devPort, exposes, extendDevServer, prerender }) {
  const packageJson = require(path.join(appDir, 'package.json'));
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const isDevelopment = argv.mode !== 'production';
    const prerenders = Boolean(prerender) && !isDevelopment;
    const prerenderedPages = (prerenders && prerender.pages) || [];
    const extractsCss = prerenderedPages.length > 0;
    const MiniCssExtractPlugin = extractsCss ? require('mini-css-extract-plugin') : null;
    const devServer = {
      port: devPort,
      historyApiFallback: true,
      // Every app forwards /api to the backend of `npm run dev`, so a remote served alone works against the real API
      // (`npm run serve -w @fitness/plans-mfe` opens a checkout that talks to it) just as inside the shell.
      proxy: [{ context: ['/api'], target: process.env.API_DEV_URL ?? 'http://localhost:3000' }],
      // The shell (another origin in development) fetches each remote's manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { runtimeErrors: false } },
      hot: false,
    };

    // index.html, the page served for every route, and any prerendered page: the same template, with the markup of
    // <div id="root"> given by `renderRoot` when the page is built.
    const htmlPage = (filename, renderRoot) =>
      new HtmlWebpackPlugin({
        filename,
        template: path.join(__dirname, 'index.html'),
        title: PAGE_TITLE,
        description: META_DESCRIPTION,
        themeInitScript: THEME_INIT_SCRIPT,
        remotePreloadsScript: REMOTE_PRELOADS_SCRIPT,
        // The header's mark: without it every page load logs a 404 for /favicon.ico.
        favicon: path.join(__dirname, 'favicon.svg'),
        // A remote's own index.html is for standalone development only: absolute so its deep links work too.
        publicPath: '/',
        // main.js has no hash in its name (see output.filename): bust caches with the build hash instead.
        hash: !isDevelopment,
        // The plugin's production defaults, except that inline scripts keep their exact bytes: the server's CSP
        // allows each inline script by the hash of its text as written (INLINE_SCRIPTS).
        minify: isDevelopment
          ? false
          : {
              collapseWhitespace: true,
              keepClosingSlash: true,
              removeComments: true,
              removeRedundantAttributes: true,
              removeScriptTypeAttributes: true,
              removeStyleLinkTypeAttributes: true,
              useShortDoctype: true,
              minifyJS: false,
            },
        templateParameters: (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          prerenderedRoot: renderRoot(),
        }),
      });

    const appConfig = {
      mode: isDevelopment ? 'development' : 'production',
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production maps stay beside the build for error reports but no bundle names them, and the server never
      // serves them (frontend-hosting.ts): the source is not published.
      devtool: isDevelopment ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Entry chunks (main.js, remoteEntry.js) keep plain names: with webpack 5.111 the federation runtime module
        // resolves its own chunk's file name while hashes are computed, and a [contenthash] there fails the build
        // (module-federation/core#5077). They are small and served with no-cache; every other chunk is hashed.
        filename: '[name].js',
        chunkFilename: isDevelopment ? '[name].js' : '[name].[contenthash:8].js',
        // Remotes resolve their chunks next to whatever URL served them (e.g. /mf/plans/); the shell lives at /
        // and its deep links (/analysis/123) must still load /main.js.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: federationName,
        clean: true,
      },
      resolve: { extensions: SOURCE_EXTENSIONS, alias: SHARED_MODULE_ALIASES },
      module: {
        rules: [
          swcRule(isDevelopment),
          { test: /\.css$/, use: [extractsCss ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared: sharedSingletons(packageJson),
          // mf-manifest.json lets the backend serve each remote from any subpath and the shell register it at runtime.
          manifest: true,
          dts: false,
          experiments: { optimization: federationRuntimeOptimization(isRemote) },
        }),
        htmlPage('index.html', () => ''),
        ...prerenderedPages.map((page) => htmlPage(page.filename, () => callPrerenderBundle(appDir, page.exportName))),
        ...(extractsCss
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        ...(isRemote && !isDevelopment ? [new PageChunksPlugin({ remote: federationName })] : []),
        ...(prerenders && prerender.routesExport
          ? [new PrerenderedRoutesPlugin({ appDir, exportName: prerender.routesExport })]
          : []),
        ...(isDevelopment
          ? []
          : [
              new StartupChunkTagsPlugin({ inlineStylesIn: prerenderedPages.map((page) => page.filename) }),
              new CompileHintsPlugin(),
              ...precompressionPlugins(),
            ]),
      ],
      // webpack 5.111 also minifies emitted HTML, inline scripts included; index.html is minified by the HTML plugin
      // above instead, which keeps the theme script's bytes (and so its CSP hash) as written.
      optimization: { minimizeOptions: { html: false } },
      performance: { hints: false },
      devServer: extendDevServer ? extendDevServer(devServer) : devServer,
    };
    if (!prerenders) return appConfig;
    // The page build waits for the prerender bundle it runs.
    const prerenderName = `${federationName}-prerender`;
    return [
      prerenderBundleConfig({ appDir, name: prerenderName, entry: prerender.entry }),
      { ...appConfig, name: federationName, dependencies: [prerenderName] },
    ];
  };
}

module.exports = { createFederatedAppConfig, sharedSingletons, SHARED_SINGLETONS };
