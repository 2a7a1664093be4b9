import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The house rules the linter keeps (docs/decisions/070-boundaries-the-linter-keeps.md).
// api/test/house/lint-rules.test.ts proves each rule fails where it should.
const root = import.meta.dirname;
const dirsIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const FE = 'frontend/src/features';
const API = 'api/src/features';

// Read from the tree, so a feature folder added tomorrow is fenced in the moment it exists.
const frontendFeatureZones = dirsIn(FE).map((name) => ({
  target: `${FE}/${name}`,
  from: FE,
  except: [`./${name}`],
  message:
    'Frontend features do not import each other: move the shared piece to src/lib, src/components or src/hooks, or compose the two in src/app.',
}));

const apiFeatures = dirsIn(API);
const apiFeatureZones = apiFeatures.map((name) => ({
  target: `${API}/${name}`,
  from: API,
  except: [`./${name}`, ...apiFeatures.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: "An API feature reaches another only through that feature's public index.ts (export what is needed there).",
}));

const layerZones = [
  {
    target: ['frontend/src/lib', 'frontend/src/components', 'frontend/src/hooks'],
    from: [FE, 'frontend/src/app'],
    message: 'Shared frontend code never imports features or src/app: shared -> features -> app.',
  },
  {
    target: 'api/src/infra',
    from: API,
    message: 'API infra never imports features: features depend on infra, not the other way round.',
  },
];

const oneClientMessage = 'Call the API through frontend/src/lib/api-client.ts (apiRequest, apiUpload, apiDownload, apiFetch), not fetch.';
const noCastMessage = "Parse a response with its contract schema (apiRequest(method, url, schema) or schema.safeParse), don't cast it with 'as'.";
const processEnvMessage = 'Read configuration in api/src/config/env.ts only (validated once, at boot), and pass it down.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'e2e/artifacts/**', 'workflows/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Accessibility: Luna is for people having a hard time; every control must work by keyboard and screen reader.
    files: ['frontend/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['frontend/**/*.tsx'],
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { labelComponents: ['Label'], controlComponents: ['Input'], assert: 'either' }] },
  },
  {
    // Import zones. Relative imports are checked like any other: the path is resolved first.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...frontendFeatureZones, ...apiFeatureZones, ...layerZones] }],
    },
  },
  {
    // process.env only in the one config module; everything else receives a typed Config.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: processEnvMessage }],
      'no-restricted-imports': [
        'error',
        { paths: ['process', 'node:process'].map((name) => ({ name, importNames: ['env'], message: processEnvMessage })) },
      ],
    },
  },
  {
    files: [
      'api/src/config/env.ts', // the one reader
      // Harnesses around the app, not the app: they describe the test or build machine
      // (TEST_DATABASE_URL, CHROMIUM_PATH, LUNA_API_URL) and hand an env to the processes they start.
      'api/test/**',
      '**/*.test.{ts,tsx}',
      'api/bench/**',
      'api/safety/**', // training and evaluation tools (INIT_CWD: where `npm run` was typed)
      'e2e/**',
      'scripts/**',
      'frontend/vite.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // One truth on the wire (docs/decisions/077): the browser reaches the API only through
    // lib/api-client.ts, and reads answers with contract schemas, never by casting them.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: [
      'frontend/src/lib/api-client.ts', // the one client
      // Telemetry must work when the client itself fails, and never sends the access token.
      'frontend/src/lib/telemetry.ts',
      'frontend/src/lib/storage.ts', // reads back what this app wrote to localStorage, not a response
      '**/*.test.{ts,tsx}',
      'frontend/src/test/**',
      'frontend/src/**/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='fetch']", message: oneClientMessage },
        { selector: "CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]", message: oneClientMessage },
        { selector: "TSAsExpression > CallExpression[callee.property.name='json']", message: noCastMessage },
        { selector: "TSAsExpression > AwaitExpression > CallExpression[callee.property.name='json']", message: noCastMessage },
        { selector: "TSAsExpression > CallExpression[callee.object.name='JSON'][callee.property.name='parse']", message: noCastMessage },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', '**/bench/**', '**/cli/**', 'api/safety/**', 'api/src/server.ts', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
