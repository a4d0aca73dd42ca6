const { createFrontendConfig } = require('@drops/web-build');

module.exports = createFrontendConfig({ app: 'shell', directory: __dirname, title: 'Drops' });
