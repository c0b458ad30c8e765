// Lint, including the architecture's import boundaries (GUIDE.md): bridge ← kit ← host, modules, server;
// host and server never import a module, a module no other module, the server no kit UI, the bridge no app code, and
// nothing in the browser imports the server. Inside the server: http → services, resources → db → core.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './scripts/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'local/boundaries': 'error',
    },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}', 'kit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
