// jsdom with Node's fetch (stack-testing's environment), without the shared stack: the request
// hook's tests run against their own small HTTP server.
module.exports = {
  ...require('@drops/web-build/jest.web.js'),
  displayName: 'remote-kit',
  testEnvironment: require.resolve('@drops/stack-testing/jest-environment'),
};
