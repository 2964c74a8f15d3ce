const { createFederatedAppConfig } = require('../webpack.common');

module.exports = createFederatedAppConfig({
  appDir: __dirname,
  federationName: 'analysis',
  devPort: 4201,
  exposes: { './App': './src/remote-app.tsx' },
  // Its routes that look the same for everyone, rendered at build time (src/prerender.tsx).
  prerender: { entry: './src/prerender.tsx', routesExport: 'renderPrerenderedRoutes' },
});
