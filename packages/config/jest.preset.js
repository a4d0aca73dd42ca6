// Shared Jest preset: TypeScript through SWC, Node environment.

/** Dependencies published as ES modules only: SWC turns them into CommonJS for Jest. */
const esmOnlyPackages = ['cookie'];
const esmPattern = esmOnlyPackages.join('|');
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  testMatch: ['<rootDir>/**/*.test.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPattern})[@/])`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
};
