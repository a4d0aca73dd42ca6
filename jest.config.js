/** Every workspace package with a jest.config.js is a project of the one test run. */
module.exports = {
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
  ],
};
