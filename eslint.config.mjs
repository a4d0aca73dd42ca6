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
    // The ground floor: a package never imports an app or the stack tooling above the apps
    // (issue 29); apps hand packages what they need as arguments.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@drops/(gateway|shell|mfe-[a-z-]+|[a-z]+-service|stack|stack-testing|e2e|bench|deploy)(/|$)',
              message: 'packages/ is the ground floor: it never imports an app or tooling/.',
            },
          ],
        },
      ],
    },
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
