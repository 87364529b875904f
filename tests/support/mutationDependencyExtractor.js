/**
 * Jest `dependencyExtractor` of jest.mutation.config.ts: for `--findRelatedTests`, a source file is
 * tested by the test files that import it (themselves or through tests/support), not by every test
 * that reaches it through other source files. Stryker runs jest once per mutant with
 * `--findRelatedTests <mutated file>`, and jest loads each related test file in full even when none of
 * its tests covers the mutant; through `@umijs/max` (Umi's runtime imports src/app.tsx, which imports
 * most of src/utils) nearly every test file was related to nearly every mutated file: ~15 s a mutant.
 * Only which test files count as related changes; what a test loads and runs does not.
 */
const TEST_CODE = /[\\/]tests[\\/]/;

module.exports = {
  extract(code, filePath, defaultExtract) {
    return TEST_CODE.test(filePath) ? defaultExtract(code, filePath) : new Set();
  },
  getCacheKey() {
    return 'tests-import-their-sources-1';
  },
};
