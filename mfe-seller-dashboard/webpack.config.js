const { createFrontendConfig } = require('@drops/web-build');

module.exports = createFrontendConfig({
  app: 'sellerDashboard',
  directory: __dirname,
  title: 'Drops · Seller dashboard',
  exposes: { './routes': './src/routes.tsx' },
});
