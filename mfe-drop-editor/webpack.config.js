const { createFrontendConfig } = require('@drops/web-build');

module.exports = createFrontendConfig({
  app: 'dropEditor',
  directory: __dirname,
  title: 'Drops · Drop editor',
  exposes: { './routes': './src/routes.tsx' },
});
