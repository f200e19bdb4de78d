import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The house's boundaries (docs/architecture.md, 'Layers'), enforced by eslint-plugin-boundaries:
 * shared code imports only shared code; the store kit (the one api, typed hooks), the
 * session and the console frame build on it, in that order; a feature imports those, its own files, and another
 * feature only through that feature's public entry, where the product rules link them; only
 * the app wires features together. tests/unit/architecture.test.ts proves a violation fails.
 */
const SHARED = ['config', 'lib', 'types', 'components'];
const element = (type, captured) => ({ to: { element: { type, ...(captured ? { captured } : {}) } } });
const allow = (...types) => types.map((type) => element(type));
/** A feature's public entry (`public*.ts`), optionally of one named feature. */
const publicEntry = (name) => ({
  to: { element: { type: 'feature', captured: { name } }, file: { categories: 'public-entry' } },
});
/**
 * Public entries one feature may use of another (product rules, 'Staff console' and
 * 'Enquiries').
 */
const CROSS_FEATURE = {
  dashboard: [
    'email-centre',
    'contact-submissions',
    'users',
    'settings',
    'staff-payments',
    'staff-maintenance',
    'payouts',
  ],
  'public-site': ['contact-submissions'],
  // The Demo controls sign in as the login form does (product rules, 'Demo and QA tools'),
  // and the demo's phone shows M-Pesa's prompt (product rules, 'Payments').
  demo: ['auth', 'payments'],
  // The customer portal and staff Payments apply the payments rules; the portal and staff's
  // Maintenance queue show maintenance requests.
  // The owner's statement and home say how a payout went (product rules, 'Payouts'); staff
  // Payments name the statement a payment counts on.
  portal: ['payments', 'maintenance', 'payouts'],
  'staff-payments': ['payments', 'payouts'],
  'staff-maintenance': ['maintenance'],
};

const boundaryPolicies = [
  ...['config', 'lib', 'types'].map((type) => ({
    from: { element: { type } },
    allow: allow('config', 'lib', 'types'),
  })),
  { from: { element: { type: 'components' } }, allow: allow(...SHARED) },
  // The store kit: the one api and the typed hooks (whose types come from the app's store).
  {
    from: { element: { type: 'store' } },
    allow: [...allow(...SHARED, 'store'), { to: { element: { type: 'app' } }, dependency: { kind: 'type' } }],
  },
  { from: { element: { type: 'session' } }, allow: allow(...SHARED, 'store', 'session') },
  { from: { element: { type: 'console' } }, allow: allow(...SHARED, 'store', 'session', 'console') },
  {
    from: { element: { type: 'feature' } },
    allow: [
      ...allow(...SHARED, 'store', 'session', 'console'),
      element('feature', { name: '{{ from.element.captured.name }}' }),
    ],
  },
  ...Object.entries(CROSS_FEATURE).map(([name, others]) => ({
    from: { element: { type: 'feature', captured: { name } } },
    allow: others.map(publicEntry),
  })),
  {
    from: { element: { type: 'app' } },
    allow: allow(...SHARED, 'store', 'session', 'console', 'feature', 'app'),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'config', pattern: 'src/config' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'types', pattern: 'src/types' },
        { type: 'components', pattern: 'src/components' },
        { type: 'store', pattern: 'src/store' },
        { type: 'session', pattern: 'src/session' },
        { type: 'console', pattern: 'src/console' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'app', pattern: 'src/app' },
        // The entry scripts (main.tsx, entry-prerender.tsx) wire everything, as src/app does.
        { type: 'app', pattern: 'src' },
      ],
      'boundaries/files': [{ category: 'public-entry', pattern: 'src/features/*/public*.ts' }],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: boundaryPolicies }],
    },
  },
  // The API server's domain and HTTP layer: no browser, React, Redux or MSW code
  // (docs/api-server.md, 'Layout'); from src/ only configuration, types and plain rules.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'antd', 'antd/*', '@ant-design/*'],
              message: 'The server renders nothing.',
            },
            {
              group: ['msw', 'msw/*', 'openapi-msw'],
              message: "MSW is the demo's front (mocks/), never the server.",
            },
            { group: ['@reduxjs/*', 'redux*'], message: 'The server holds no client state.' },
            {
              group: [
                '**/mocks/*',
                '**/src/app/*',
                '**/src/store/*',
                '**/src/session/*',
                '**/src/console/*',
                '**/src/components/*',
              ],
              message: 'The server imports only configuration, types and plain rules from src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
  },
);
