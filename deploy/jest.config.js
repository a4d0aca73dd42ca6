module.exports = {
  ...require('@drops/config/jest.preset.js'),
  displayName: 'deploy',
  // A build and four processes started from it: the root run's 60 s, also when run alone.
  testTimeout: 60000,
};
