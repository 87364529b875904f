import baseConfig from './jest.config';

/**
 * The test files of `npm run mutation` (stryker.config.mjs): the unit tests of the mutated files. The
 * page tests stay out: they reach those files only through a whole page, slowly, and each was loaded
 * for every mutant it is related to.
 */
const MUTATION_TESTS = [
  // src/domain
  'contentTerms',
  'contract',
  'disputeContract',
  'disputeValidation',
  'patent',
  'siteSearchMock',
  'transaction',
  // src/utils
  'careMode',
  'chunkFailure',
  'csv',
  'date',
  'deepMerge',
  'draftStorage',
  'enterpriseSearchState',
  'issuedErrors',
  'loading',
  'localeMessages',
  'messageGate',
  'messageLabel',
  'networkNotices',
  'networkState',
  'prefetch',
  'region',
  'requestLimits',
  'routeSweeps',
  'routeTable',
  'searchState',
  'sanitizeHtml',
  'scrollRestoration',
  'serviceResult',
  'siteSettings',
  'sso',
  'initialStateProvider',
  // src/requestErrorConfig.ts, src/constants.ts
  'request',
  'specConstants',
  // src/utils/routeAccess.ts, startup.ts, prefetched.ts (the logic behind src/app.tsx's options)
  'access',
  'firstRender',
  'initialState',
  'prefetchAdapter',
  // src/app.tsx: the one test file that loads the whole app
  'appRuntime',
];

/**
 * The jest config of `npm run mutation`: the project's, over MUTATION_TESTS, with `--findRelatedTests`
 * following only the imports of test code (tests/support/mutationDependencyExtractor.js), so a
 * mutant runs the test files that import its file.
 */
export default async () => ({
  ...(await baseConfig()),
  testMatch: [`<rootDir>/tests/(${MUTATION_TESTS.join('|')}).test.{ts,tsx}`],
  dependencyExtractor: '<rootDir>/tests/support/mutationDependencyExtractor.js',
});
