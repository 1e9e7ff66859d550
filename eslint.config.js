import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import cycles and layer boundaries are dependency-cruiser's job (`npm run boundaries`), not ESLint's.
export default tseslint.config(
  {
    ignores: ['dist/', 'dist-ssr/', 'data/', 'build-report/', 'bench/results/', 'test-results/', '.tmp/', 'test/fixtures/', 'public/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/first': 'error',
      'import-x/newline-after-import': 'error',
      'import-x/no-duplicates': 'error',
      // A leading underscore names what is deliberately left unused (a rest sibling, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The app is not built with the React Compiler, whose rule this is; its effects that set state are resets
    // when what they follow changes (a new order, a new shop), each a single extra render.
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Test components hand their router's navigate function to the test through a variable outside them.
    files: ['test/**'],
    rules: { 'react-hooks/globals': 'off' },
  },
  {
    files: ['src/**', 'bench/baselines/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['workers/**', 'bench/workers/**'],
    languageOptions: { globals: globals.worker },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**', 'scripts/**', 'test/**', 'bench/**', '*.config.{js,ts}', '.dependency-cruiser.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
