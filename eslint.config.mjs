import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(path.join(root, 'src/features'));
const inSrc = (...parts) => parts.map((part) => `./src/${part}`);

/**
 * Line history draws the odds feature's lines: besides its slice and selectors, it reads the odds
 * model and the pure rules the cards use (one label, one home line, one kickoff rule for both).
 */
const alsoReads = {
  lineHistory: [`${root}/src/features/odds/@(types|oddsRules|homeLines|lineMath|gameResult|parseOdds).ts`],
};

/**
 * The layers (README, Architecture): `app` composes features; a feature uses another only through
 * its actions and selectors (its xxxSlice.ts and xxxSelectors.ts); `components`, `lib` and `api`
 * know no feature; `domain` (pure code shared with the server) knows nothing of the app; the
 * server imports only `domain` and `config` from src.
 */
const boundaries = [
  {
    target: inSrc('components', 'lib', 'api', 'config'),
    from: inSrc('features', 'app'),
    message: 'Shared code knows no feature and no app.',
  },
  {
    target: inSrc('domain'),
    from: inSrc('features', 'app', 'components', 'lib', 'api'),
    message: 'domain is pure code, shared with the server.',
  },
  {
    target: './server',
    from: inSrc('features', 'app', 'components', 'lib', 'api'),
    message: 'The server shares only src/domain and src/config with the client.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: `${root}/src/features/!(${feature})/**`,
    except: [`${root}/src/features/*/*Slice.ts`, `${root}/src/features/*/*Selectors.ts`, ...(alsoReads[feature] ?? [])],
    message:
      'A feature uses another only through its actions and selectors (xxxSlice.ts, xxxSelectors.ts); app/ composes their screens.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'bench/floor/dist/', 'coverage/', 'test-results/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Prettier lays code out at 120 columns; comments it leaves as written, so this rule holds them to it. A line
      // holding a string (a test's name, a message quoted from the spec) stays whole, so it can be searched for.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    // bulletproof-react's one-way rule: app/ composes the features and a feature never imports app/,
    // but for the store's typed hooks (app/hooks) and its types (app/store: RootState, AppDispatch,
    // AppThunk, AppStartListening — import type only).
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '!**/app/hooks', '!**/app/store'],
              message:
                'A feature does not import app/ (app composes features): shared pieces live in components/ or lib/.',
            },
            {
              group: ['**/app/store'],
              allowTypeImports: true,
              message:
                "A feature takes only the store's types from app/store (import type); the store itself is app wiring.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      sourceType: 'module',
      globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly' },
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The one script the page runs as it is, inline in its head (webpack.config.js).
    files: ['src/app/earlyClickHolder.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', Element: 'readonly' },
    },
  },
);
