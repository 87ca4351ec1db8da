import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundariesRule, boundariesSettings } from './lint/boundaries.js';
import { declaredWorkspacePackage } from './lint/declared-packages.js';

/** The front ends' React code: the shell, the departments and the shared pieces. */
const FRONT_END_FILES = ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/webpack-config/src/standalone.tsx'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.cache/**', 'e2e/artifacts/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Rules that read the types (typescript-eslint's project service: the tsconfig.json that holds each
  // file). Promises nobody awaits or catches, `await` on what is no promise, casts that change
  // nothing, and a `switch` over a union that forgets a member.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['shell/webpack.config.ts', 'mfe-*/webpack.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: FRONT_END_FILES,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Boundaries between packages (lint/boundaries.js says who may import whom), and every @pms
  // package a file imports declared in its package.json (knip checks the other packages).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, pms: { rules: { 'declared-workspace-package': declaredWorkspacePackage } } },
    settings: boundariesSettings,
    rules: { 'boundaries/dependencies': boundariesRule, 'pms/declared-workspace-package': 'error' },
  },
);
