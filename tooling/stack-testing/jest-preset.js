// Jest preset of frontend projects whose screens talk to the real stack (README.md): the jsdom
// preset, with Node's fetch in the page and the shared stack started around the run.
const web = require('@drops/web-build/jest.web.js');

/** @type {import('jest').Config} */
module.exports = {
  ...web,
  testEnvironment: require.resolve('./src/environment.js'),
  // The shell's origin, which the gateway's CORS allows (jsdom's XMLHttpRequest checks it).
  testEnvironmentOptions: { url: 'http://localhost:3000/' },
  globalSetup: require.resolve('./src/global-setup.ts'),
  globalTeardown: require.resolve('./src/global-teardown.ts'),
  setupFilesAfterEnv: [...web.setupFilesAfterEnv, require.resolve('./src/setup-test-file.ts')],
};
