// The one ESLint setup of the monorepo (flat config). The root eslint.config.js composes these
// pieces by folder; every workspace runs `eslint .` (its `lint` script) through turbo.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '**/*.{js,mjs,cjs,ts,mts,tsx}';

/** Folders no workspace lints: builds, reports, dependencies. */
export const ignores = {
  ignores: [
    '**/dist/**',
    '**/node_modules/**',
    '**/.turbo/**',
    '**/coverage/**',
    '**/playwright-report/**',
    '**/test-results/**',
    'data/**',
  ],
};

/** Rules every file gets: ESLint's and typescript-eslint's recommended sets (syntax only, fast). */
export const base = [
  { files: [CODE], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? [CODE] })),
  {
    files: [CODE],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
      'no-var': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // On for browser code (see `react`); the server, sandbox and contracts use `!` after Map
      // lookups of keys they have just checked or generated (about a hundred sites): a follow-up.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
];

/** Node code (the API, the provider sandbox, build and dev scripts, configs). */
export function node(files) {
  return [{ files, languageOptions: { globals: { ...globals.node } } }];
}

/**
 * Type-aware rules that catch what the types know and syntax cannot (a promise nobody awaits, an
 * async handler where a void callback is expected). Only where a project service is cheap: the
 * program is built once per tsconfig, so each workspace pays about one `tsc`.
 */
export function typeChecked(files, tsconfigRootDir) {
  return [
    {
      files,
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        '@typescript-eslint/await-thenable': 'error',
      },
    },
  ];
}

/** Browser code in React: hooks rules, accessibility, browser globals. */
export function react(files) {
  return [
    {
      files,
      plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
      languageOptions: {
        globals: { ...globals.browser },
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
      settings: { 'jsx-a11y': { components: { Button: 'button', TextField: 'input' } } },
      rules: {
        // The two hooks rules. The React Compiler rules of eslint-plugin-react-hooks 7 stay off: the
        // site is not compiled with it, and their main finding (setState in an effect) is the
        // hand-written fetching that the move to TanStack Query replaces.
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        ...jsxA11y.flatConfigs.recommended.rules,
        '@typescript-eslint/no-non-null-assertion': 'error',
        // Values, not types, of the contracts' root and of the libraries wrapped by our packages (below).
        '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACTS_ROOT, ...WRAPPED_LIBRARIES] }],
        // One router on the page, and only its used part downloaded: through @trabzon/router.
        'no-restricted-imports': [
          'error',
          {
            paths: ['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Import it from @trabzon/router (one shared, trimmed router).',
            })),
          },
        ],
      },
    },
    { files: ['packages/router/src/**'], rules: { 'no-restricted-imports': 'off' } },
    {
      files: ['packages/i18n/src/**'],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACTS_ROOT] }] },
    },
    // Tests may assert on values they have just checked exist, and use the schemas (they never ship).
    {
      files: ['**/test/**'],
      rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-restricted-imports': 'off' },
    },
  ];
}

/** Code that runs in both (contracts, dates): only the language's own globals. */
export function universal(files) {
  return [{ files, languageOptions: { globals: { ...globals.es2021 } } }];
}

/**
 * Values of the contracts' root come with TypeBox (about 40 kB gzipped with the schemas): browser
 * code takes them from the schema-free entries; types may come from the root.
 */
const CONTRACTS_ROOT = {
  name: '@trabzon/contracts',
  allowTypeImports: true,
  message: 'Take values from @trabzon/contracts/constants or /validation (no TypeBox in the bundle); types may come from the root.',
};
/**
 * Libraries bundled inside one of our shared packages (trimmed to what it exports, as the router
 * is): values come through it, since a direct import would bundle a second copy; types may come
 * from the library.
 */
const WRAPPED_LIBRARIES = [
  ['i18next', '@trabzon/i18n'],
  ['react-i18next', '@trabzon/i18n'],
].map(([name, through]) => ({
  name,
  allowTypeImports: true,
  message: `Import it from ${through} (one shared, trimmed copy on the page); types may come from the library.`,
}));

const BROWSER_PACKAGES = ['ui', 'stores', 'i18n', 'api-client', 'checkout', 'router'];
const BROWSER_LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-i18next',
  'i18next',
  'styled-components',
  'zustand',
  'axios',
  'leaflet',
  'react-leaflet',
  '@tanstack/react-query',
  'react-hook-form',
  'recharts',
];

/**
 * The architecture's import rules (ARCHITECTURE.md): remotes never import the shell or another
 * remote; packages never import an app; browser code never imports the API; contracts import
 * nothing of ours; the API imports no browser package. Two rules cover both ways of importing:
 * `element-types` for files reached by relative path, `external` for names resolved through
 * node_modules (workspaces are linked there: `shell`, `mf-hotels`, `api`, `@trabzon/ui`…).
 */
export function architecture(rootPath) {
  const browserPackageNames = BROWSER_PACKAGES.map((name) => `@trabzon/${name}`);
  return [
    {
      files: [CODE],
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': rootPath,
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] } },
        'boundaries/elements': [
          { type: 'shell', pattern: 'shell', mode: 'folder' },
          { type: 'remote', pattern: 'mf-*', mode: 'folder', capture: ['name'] },
          { type: 'api', pattern: 'api', mode: 'folder' },
          { type: 'package', pattern: 'packages/*', mode: 'folder', capture: ['name'] },
        ],
      },
      rules: {
        'boundaries/element-types': [
          'error',
          {
            default: 'allow',
            rules: [
              {
                from: 'remote',
                disallow: ['shell', ['remote', { name: '!${from.name}' }]],
                message: 'A remote never imports the shell or another remote; share through packages/.',
              },
              { from: 'package', disallow: ['shell', 'remote', 'api'], message: 'A package never imports an app.' },
              { from: ['shell', 'remote'], disallow: ['api'], message: 'Browser code never imports api/; use @trabzon/api-client.' },
              {
                from: [['package', { name: 'contracts' }]],
                disallow: [['package', { name: '!contracts' }]],
                message: 'contracts imports nothing of ours.',
              },
              {
                from: 'api',
                disallow: ['shell', 'remote', ...BROWSER_PACKAGES.map((name) => ['package', { name }])],
                message: 'api/ imports no browser code.',
              },
            ],
          },
        ],
        'boundaries/external': [
          'error',
          {
            default: 'allow',
            rules: [
              {
                from: 'remote',
                disallow: ['shell', 'mf-*'],
                message: 'A remote never imports the shell or another remote (${dependency.source}); share through packages/.',
              },
              {
                from: 'package',
                disallow: ['shell', 'mf-*', 'api'],
                message: 'A package never imports an app (${dependency.source}).',
              },
              { from: ['shell', 'remote'], disallow: ['api'], message: 'Browser code never imports api/; use @trabzon/api-client.' },
              {
                from: [['package', { name: 'contracts' }]],
                disallow: ['@trabzon/*'],
                message: 'contracts imports nothing of ours (${dependency.source}).',
              },
              {
                from: 'api',
                disallow: ['shell', 'mf-*', ...browserPackageNames, ...BROWSER_LIBRARIES],
                message: 'api/ imports no browser package (${dependency.source}).',
              },
            ],
          },
        ],
      },
    },
  ];
}

/** Last: turn off every stylistic rule Prettier owns. */
export const formatting = [prettier];
