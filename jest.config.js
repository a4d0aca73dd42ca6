/** Every workspace package with a jest.config.js is a project of the one test run. */
module.exports = {
  // Per-test time limit; a project's own setting is ignored when run as one of the projects.
  testTimeout: 60000,
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/tooling/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/deploy/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mfe-*/jest.config.js',
  ],
};
