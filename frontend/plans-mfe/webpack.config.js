const { createFederatedAppConfig } = require('../webpack.common');

module.exports = createFederatedAppConfig({
  appDir: __dirname,
  federationName: 'plans',
  devPort: 4202,
  exposes: { './App': './src/remote-app.tsx' },
});
