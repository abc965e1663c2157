// ESLint for the whole workspace (`npm run lint`, and a step of `npm test`): typescript-eslint's
// recommended rules everywhere, the type-aware promise rules where a forgotten promise hurts
// (the API, the web app, shared, the scripts), the rules of hooks in the web app, and the import
// boundaries that keep every feature and every module the one owner of its internals.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WEB = path.join(ROOT, 'apps', 'web');
const SERVER = path.join(ROOT, 'apps', 'server');

/** The folders directly inside `dir` (every feature, every module): new ones are covered at once. */
const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const features = foldersIn(path.join(WEB, 'src', 'features'));
const modules = foldersIn(path.join(SERVER, 'src', 'modules'));

// Web (bulletproof-react): a feature imports only its own files; features are composed in
// src/app. The shared layers (src/components, src/lib) know no feature and no route.
const webBoundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `src/features/${feature} may import only its own files: compose features in src/app, or move what both need to src/components or src/lib.`,
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature does not import the app (routes, router, provider): the app imports features.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'src/components and src/lib are shared by every feature: they import no feature and no route.',
  },
];

// Server: a module's repository (its collection) is its own. Another module goes through that
// module's service.
const serverBoundaries = modules.map((module) => ({
  target: `./src/modules/${module}/**`,
  from: modules.filter((other) => other !== module).map((other) => `./src/modules/${other}/**/*.repository.ts`),
  message: `src/modules/${module} may not use another module's repository (its collection): call that module's service instead.`,
}));

// No import cycles: nothing a file imports, however far down, imports it back. The rule follows
// value imports (dynamic ones too), not type-only ones; `npx madge --circular` counts those as well.
// The server's modules get each other's services from the composition root
// (apps/server/src/services.ts), never by importing each other in a circle.
const noCycle = { 'import-x/no-cycle': ['error', { ignoreExternal: true }] };
/** Lets import-x read TypeScript files it follows (no-cycle parses every file down the chain). */
const { 'import-x/extensions': importExtensions, 'import-x/parsers': importParsers } = importX.flatConfigs.typescript.settings;
const importSettings = (project) => ({
  'import-x/extensions': importExtensions,
  'import-x/parsers': importParsers,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
});

const typeAwarePromiseRules = {
  // node:test's test() returns a promise that its runner awaits (scripts/test).
  '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] }] }],
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-for-in-array': 'error',
  '@typescript-eslint/only-throw-error': [
    'error',
    {
      // React Router's route errors: a loader throws data(…) (or a Response) and the route's
      // error element receives it. That is the library's contract, not a lost stack trace.
      allow: [
        { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
        { from: 'lib', name: 'Response' },
      ],
    },
  ],
  '@typescript-eslint/prefer-promise-reject-errors': 'error',
  '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
};

const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
const jsFiles = ['**/*.{js,mjs,cjs}'];

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/dist-bench/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.data/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter or binding that is there on purpose (a signature, a rest split).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Type-only imports stay type-only, so nothing is loaded at run time for a type.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },

  // Plain JavaScript: configuration files and the scripts, run by Node.
  {
    files: jsFiles,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'apps/*/jest.config.js', 'packages/*/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Type information: each file is checked against the tsconfig.json that includes it.
  {
    files: [...tsFiles, 'scripts/**/*.{mjs,cjs}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['apps/web/playwright.config.ts'] },
        tsconfigRootDir: ROOT,
      },
    },
  },
  {
    files: ['apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts', 'scripts/**/*.{mjs,cjs}'],
    rules: typeAwarePromiseRules,
  },

  // Server.
  {
    files: ['apps/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings(path.join(SERVER, 'tsconfig.json')),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: SERVER, zones: serverBoundaries }],
      ...noCycle,
    },
  },

  // Shared.
  {
    files: ['packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings(path.join(ROOT, 'packages', 'shared', 'tsconfig.json')),
    rules: noCycle,
  },

  // Web.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: importSettings(path.join(WEB, 'tsconfig.json')),
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: WEB, zones: webBoundaries }],
      ...noCycle,
      // The app's links are src/components/ui/link.tsx: the router's own carry code a data router never uses.
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: ['Link', 'NavLink'],
          message: "Use Link and NavLink from '@/components/ui/link' (same navigation, without the router's prefetching code).",
        })),
      ],
    },
  },
  {
    files: ['apps/web/e2e/**/*.ts', 'apps/web/*.config.ts', 'apps/web/vite-plugins/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The service worker: a plain script the browser runs apart from the app (vite-plugins/service-worker.ts).
  {
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
);
