const { createFederatedAppConfig } = require('../webpack.common');

module.exports = createFederatedAppConfig({
  appDir: __dirname,
  federationName: 'coaching',
  devPort: 4203,
  exposes: { './App': './src/remote-app.tsx' },
});
