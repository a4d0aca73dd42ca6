module.exports = {
  ...require('@drops/config/jest.preset.js'),
  displayName: 'gateway',
  // Four apps and scrypt per file: the root run's 60 s, also when this project runs alone.
  testTimeout: 60000,
};
