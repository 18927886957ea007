// ESLint (flat config): typescript-eslint's recommended rules, the layers of docs/architecture.md
// as import rules on folders, and the size limits that keep each file and function readable.
// Formatting is Prettier's (`npm run lint` runs both); eslint-config-prettier turns off the rules
// that would disagree with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders of the extension host that are plain TypeScript, tested in Node without VS Code. */
const PLAIN_HOST = ['./src/game', './src/store', './src/records', './src/deals', './src/solver', './src/review', './src/protocol.ts'];

export default tseslint.config(
  { ignores: ['dist/', 'out/', 'node_modules/', '.vscode-test/', 'test-output/', 'e2e-output/', '.study/', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.mjs', '.js', '.json'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/engine',
              from: ['./src', './webview'],
              except: ['./engine'],
              message: 'The engine is pure: it imports only itself.',
            },
            {
              target: './webview',
              from: './src',
              except: ['./engine', './protocol.ts'],
              message: 'The board imports only itself, the engine, src/protocol.ts and Lit.',
            },
            {
              target: ['./src/game', './src/store', './src/solver', './src/deals', './src/records', './src/protocol.ts'],
              from: './src/review',
              message: 'The review is built on the game and the solver, not the other way round.',
            },
            {
              target: './src/records',
              from: ['./src/game', './src/deals', './src/solver', './src/review'],
              message: 'The record is kept below the game: it imports only the engine, the protocol and the store.',
            },
            {
              target: './webview/model',
              from: ['./webview/controllers', './webview/panels', './webview/table', './webview/board.ts'],
              message: "The board's model is pure: it imports only itself, the engine and the protocol.",
            },
            {
              target: './webview/table',
              from: ['./webview/controllers', './webview/panels', './webview/board.ts'],
              message: 'The table draws piles, cards and the toolbar from the model alone.',
            },
            {
              target: './webview/panels',
              from: ['./webview/controllers', './webview/board.ts'],
              message: 'The panels draw from the model and the table; the controllers and the board use them.',
            },
            {
              target: ['./src', './webview'],
              from: ['./scripts', './bench', './research'],
              message: 'The product imports no script, benchmark or research.',
            },
            {
              target: './scripts',
              from: ['./bench', './research'],
              message: 'The build, release and data scripts import no benchmark or research.',
            },
            {
              target: './bench',
              from: './research',
              message: 'The benchmarks import no research.',
            },
            {
              target: PLAIN_HOST,
              from: ['./src/vscode', './src/env', './src/extension.ts', './webview'],
              message: 'Host logic stays plain TypeScript: the VS Code adapters call it, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the wiring, the VS Code adapters and the Node/web entry points talk to VS Code.
    files: ['src/**/*.ts', 'webview/**/*.ts'],
    ignores: ['src/extension.ts', 'src/vscode/**', 'src/env/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'vscode', message: 'Only src/extension.ts, src/vscode/ and src/env/ import vscode (docs/architecture.md).' }] },
      ],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      // The one outside name: @vscode/l10n as a type, which marks a file's messages for extraction (translate.ts).
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.|@vscode/l10n$)', message: 'The engine is pure: it imports only itself.' },
            { regex: '^@vscode/l10n$', allowTypeImports: true, message: 'The engine imports @vscode/l10n as a type only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['webview/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|lit(/|$)|@vscode/l10n$)',
              message: 'The board imports only itself, the engine, src/protocol.ts, Lit and @vscode/l10n.',
            },
          ],
        },
      ],
    },
  },
  {
    // The product's code: a file reads in one sitting, a function on one screen.
    files: ['src/**/*.ts', 'webview/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 60 }],
    },
  },
  {
    files: ['webview/**/*.ts', 'src/env/web/**/*.ts', 'test/webview/**', 'test/vscode/**', 'bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests reach into the page (page.evaluate) and the host with loosely typed values.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
