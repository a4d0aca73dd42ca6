// One lint setup for every workspace package.
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './packages/config/eslint-module-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '.data/**',
      'artifacts/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A service's feature module uses another only through its face (issue 29).
    files: ['services/*/src/modules/**/*.ts'],
    plugins: { 'module-boundaries': moduleBoundaries },
    rules: { 'module-boundaries/face-only': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
