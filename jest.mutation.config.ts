import baseConfig from './jest.config';

/**
 * The jest config of `npm run mutation` (stryker.config.mjs): the unit tests of the mutated files only.
 * Stryker runs jest once per mutant with `--findRelatedTests`, and jest loads every related test file
 * in full even when none of its tests covers the mutant; through `@umijs/max` (whose runtime imports
 * src/app.tsx) almost every test file is "related" to every mutated file, so the page tests stay out.
 */
export default async () => ({
  ...(await baseConfig()),
  testMatch: [
    '<rootDir>/tests/(csv|date|draftStorage|issuedErrors|sanitizeHtml|specConstants|disputeContract|disputeValidation|contract|siteSearchMock|serviceResult|requestLimits|messageLabel|region|scrollRestoration|sso|deepMerge|careMode|networkNotices|request|localeMessages|messageGate|routeTable|loading|enterpriseSearchState|prefetch|routeSweeps|siteSettings|initialState|initialStateProvider|access|chunkError|firstRender|layoutException|prefetchAdapter).test.{ts,tsx}',
  ],
  dependencyExtractor: '<rootDir>/tests/support/mutationDependencyExtractor.js',
});
