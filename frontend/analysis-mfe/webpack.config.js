const { createFederatedAppConfig } = require('../webpack.common');

module.exports = createFederatedAppConfig({
  appDir: __dirname,
  federationName: 'analysis',
  devPort: 4201,
  exposes: { './App': './src/remote-app.tsx' },
});
