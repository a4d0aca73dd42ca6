// Jest preset of the frontend packages: the workspace preset, in jsdom, with TSX and jest-dom.
const base = require('@drops/config/jest.preset.js');

/** Dependencies published as ES modules only: SWC turns them into CommonJS for Jest. */
const esmOnlyPackages = ['jotai'];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnlyPackages.join('|')})[@/])`],
  setupFilesAfterEnv: [require.resolve('./jest.setup.js')],
};
