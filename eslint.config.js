import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's features, lowest first: a feature may import only the features before it, so that the arrows
 * between them all run one way and no feature reaches back into one that builds on it (docs/decisions/005).
 * Tests may arrange their state through any feature.
 */
const FEATURE_ORDER = [
  'accounts',
  'contact',
  'credits',
  'test-checkout',
  'centering',
  'submissions',
  'grading',
  'events',
  'records',
  'admin',
  'health',
  'outbox',
  'web',
];
const featureOrder = FEATURE_ORDER.map((feature, rank) => ({
  files: [`src/server/features/${feature}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: FEATURE_ORDER.slice(rank + 1).map((later) => ({
          group: [`../${later}/*`, `**/features/${later}/*`],
          message: `${feature} comes before ${later} in FEATURE_ORDER (eslint.config.js): it may not import it.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules that catch real bugs: a promise nobody awaits or catches (a failure that vanishes, work
    // that outlives its request), a promise passed where a plain callback is expected, awaiting a non-promise.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through src/server/config.ts.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Only config.ts, the scripts and the test harness read the environment.
    files: [
      'src/server/main.ts',
      'src/server/config.ts',
      'scripts/**',
      'tests/**',
      '**/*.test.ts',
      '*.config.ts',
      '*.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // `web` never imports `server`: the browser must not pull in server code.
    files: ['src/web/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'web and shared must not import server code.' }] },
      ],
    },
  },
  ...featureOrder,
);
