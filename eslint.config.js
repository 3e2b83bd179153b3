import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An import of one of these rooms, by alias or by a relative path that climbs into it. */
const room = (...names) => ({
  regex: `^(#(${names.join('|')})/|(\\.\\./)+(${names.join('|')})/)`,
  message: `This room may not import from ${names.map((n) => `${n}/`).join(' or ')}.`,
});
const CLIMB = { regex: '^\\.\\./', message: 'Import from another folder through its # alias (#shared, #lambdas, #lib, #web).' };
const HTTP_LAYER = {
  regex: '^#(lambdas/(?!route-types$|runtime-env$|observability/)|shared/(?!access/|validation/))',
  message: 'The HTTP layer imports no domain code: a domain registers its checks (lambdas/ownership-checks.ts).',
};
const CDK = { regex: '^(aws-cdk-lib|constructs)(/|$)', message: 'Handlers run in Lambda: no CDK in lambdas/ or shared/.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local-cloud/', '.bench/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // The rooms' boundaries: shared/ is domain logic for both runtimes, web/ is the browser, lambdas/ the handlers.
  { files: ['shared/**'], rules: { 'no-restricted-imports': ['error', { patterns: [room('lambdas', 'lib', 'web'), CDK, CLIMB] }] } },
  { files: ['web/**'], rules: { 'no-restricted-imports': ['error', { patterns: [room('lambdas', 'lib'), CLIMB] }] } },
  { files: ['lambdas/**'], rules: { 'no-restricted-imports': ['error', { patterns: [room('lib', 'web'), CDK, CLIMB] }] } },
  { files: ['lib/**', 'bin/**'], rules: { 'no-restricted-imports': ['error', { patterns: [room('web'), CLIMB] }] } },
  // The HTTP layer is in every API function: it carries no domain, whose checks the domains register.
  {
    files: ['lambdas/http/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [room('lib', 'web'), CDK, CLIMB, HTTP_LAYER] }],
    },
  },
  // HTTP answers come from lambdas/http/respond.ts, which never forgets `cache-control: no-store`; the
  // WebSocket routes in realtime/ answer API Gateway only, nothing a browser or proxy caches.
  {
    files: ['lambdas/**'],
    ignores: ['lambdas/http/**', 'lambdas/realtime/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ObjectExpression > Property[key.name='statusCode']", message: 'Answer through lambdas/http/respond.ts (json, noContent, file), not a hand-built result.' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
