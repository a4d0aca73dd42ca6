const { createFrontendConfig } = require('@drops/web-build');

module.exports = createFrontendConfig({
  app: 'profile',
  directory: __dirname,
  title: 'Drops · Edit profile',
  exposes: { './routes': './src/routes.tsx' },
});
