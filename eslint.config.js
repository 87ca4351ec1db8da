import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { boundariesRule, boundariesSettings } from './lint/boundaries.js';
import { declaredWorkspacePackage } from './lint/declared-packages.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'e2e/artifacts/**', 'coverage/**', 'bench/results/**'] },
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
  // Boundaries between packages (lint/boundaries.js says who may import whom), and every @pms
  // package a file imports declared in its package.json (knip checks the other packages).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, pms: { rules: { 'declared-workspace-package': declaredWorkspacePackage } } },
    settings: boundariesSettings,
    rules: { 'boundaries/dependencies': boundariesRule, 'pms/declared-workspace-package': 'error' },
  },
);
