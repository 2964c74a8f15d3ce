const { PRERENDERED_FILES } = require('@fitness/contracts');
const { createFederatedAppConfig } = require('../webpack.common');

// In development the shell answers /remotes.json itself, pointing at the remotes' dev servers (/api goes to the
// backend, as from every app's dev server: webpack.common.js). In production the backend serves both.
const DEV_REMOTES = {
  analysis: 'http://localhost:4201/mf-manifest.json',
  plans: 'http://localhost:4202/mf-manifest.json',
  coaching: 'http://localhost:4203/mf-manifest.json',
};

module.exports = createFederatedAppConfig({
  appDir: __dirname,
  federationName: 'shell',
  devPort: 4200,
  // Rendered at build time, served by the backend (frontend-hosting.ts): "/" whole, and the page around a remote's
  // prerendered route.
  prerender: {
    entry: './src/prerender.tsx',
    pages: [
      { exportName: 'renderLandingPage', filename: PRERENDERED_FILES.landing },
      { exportName: 'renderRemoteRoutePage', filename: PRERENDERED_FILES.remoteRoute },
    ],
  },
  extendDevServer: (devServer) => ({
    ...devServer,
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/remotes.json', (_request, response) => response.json(DEV_REMOTES));
      return middlewares;
    },
  }),
});
