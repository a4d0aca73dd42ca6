const { createFrontendConfig } = require('@drops/web-build');

module.exports = createFrontendConfig({
  app: 'admin',
  directory: __dirname,
  title: 'Drops · Administration',
  exposes: { './routes': './src/routes.tsx' },
});
