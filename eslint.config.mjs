// Lint for the whole workspace. Besides the usual rules it enforces the architecture of DESIGN.md:
// a remote imports only `shared` and libraries (never another remote or the shell), `shared` imports
// no app, and no import cycles.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-course', 'mfe-shots', 'mfe-podcast', 'mfe-account', 'mfe-forms', 'mfe-admin'];
const APPS = ['shell', ...REMOTES, 'server', 'e2e'];

const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'A remote imports only @site/shared and libraries, never another remote, the shell or the server.',
  })),
  {
    target: './shared',
    from: APPS.map((app) => `./${app}`),
    message: '@site/shared is a library: it imports no app.',
  },
  {
    target: './shell',
    from: [...REMOTES, 'server', 'e2e'].map((app) => `./${app}`),
    message: 'The shell reaches remotes only at run time through Module Federation, never by import.',
  },
  {
    target: './server',
    from: ['shell', ...REMOTES, 'e2e'].map((app) => `./${app}`),
    message: 'The server shares code with the browser only through @site/shared/contract.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**', '**/.data/**', '**/.test-data/**', '**/.cluster-data/**', '**/.bench/**', '.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // One program per tsconfig: the browser packages share one (tsconfig.frontend.json), so `shared` and the
      // libraries they all import are typed once rather than once per package.
      parserOptions: { project: ['./tsconfig.frontend.json', './server/tsconfig.json', './e2e/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Sanitisers and validators match control characters on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/shell', '@site/shell/*', '@site/server', '@site/server/*'], message: 'Apps are not libraries.' }] },
      ],
    },
  },
  {
    // Package names bypass path zones, so remotes and shared also get a name-based guard.
    files: [...REMOTES, 'shared'].map((dir) => `${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/shell', '@site/shell/*', '@site/server', '@site/server/*', '@site/mfe-*'],
              message: 'Remotes and shared import only @site/shared and libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts whose code also runs in a page (Playwright page.evaluate) or sets up jsdom: the config
    // gives them browser globals, so no /* global */ comments are needed in those files.
    files: ['e2e/**/*.{js,mjs,cjs}', 'jest.setup*.cjs', '*/jest.setup*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
