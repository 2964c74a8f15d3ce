const { createFederatedAppConfig } = require('../webpack.common');

module.exports = createFederatedAppConfig({
  appDir: __dirname,
  federationName: 'plans',
  devPort: 4202,
  exposes: { './App': './src/remote-app.tsx' },
  // Its routes whose first paint is the same for everyone, rendered at build time (src/prerender.tsx).
  prerender: { entry: './src/prerender.tsx', routesExport: 'renderPrerenderedRoutes' },
});
