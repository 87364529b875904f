/**
 * Issue 28 item 8: mutation testing of the rules the spec fixes (`npm run mutation`, outside `npm test`).
 * Stryker changes one operator, constant or condition at a time in the files below and runs the jest
 * tests that cover it; a change no test notices ("survived") is a rule no test pins. Report:
 * reports/mutation/mutation.html. CPU heavy: one jest process.
 * Measured 2026-11-26 on two cores shared at load 10–13 (no whole run yet; 1899 mutants):
 * - 9 utils files (csv, deepMerge, download, messageLabel, region, requestLimits, scrollRestoration,
 *   serviceResult, sso): 308 mutants, 6.7 minutes, score 88.0 %;
 * - 10 utils files (careMode, chunkFailure, date, draftStorage, issuedErrors, portalFrameSlot,
 *   routeFacts, sanitizeHtml, siteSettings, startup): 431 mutants, 15.7 minutes, score 72.6 %;
 * - a file with one light test file costs ~1–2 s a mutant; src/app.tsx (148 mutants, six test files
 *   that load the whole app) 30–60 s, which is most of a whole run here.
 * While iterating: `nice -n 15 npx stryker run --incremental --mutate src/utils/x.ts`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'jest',
  jest: {
    configFile: 'jest.mutation.config.ts',
    enableFindRelatedTests: true,
  },
  mutate: ['src/domain/**/*.ts', 'src/utils/**/*.ts', 'src/requestErrorConfig.ts', 'src/constants.ts', 'src/app.tsx'],
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant, e.g. every value of src/constants.ts) is only
  // noticed by re-running the whole suite per mutant: hours here. Those values are pinned one by one
  // in tests/specConstants.test.ts instead.
  ignoreStatic: true,
  // The first run is every test of jest.mutation.config.ts in one process with coverage: 1–4 minutes.
  dryRunTimeoutMinutes: 40,
  // Two jest processes: on two cores shared with other work a mutant's jest spends much of its time
  // waiting (src/domain at load 20–30: 2.9 CPU-minutes in 7.8 minutes).
  concurrency: 2,
  // A mutant of src/app.tsx can leave a start-up promise rejected that no test awaits; Node's default
  // then ends the whole test-runner process, and the next mutant pays a fresh start (~40 s). As a
  // warning it leaves the mutant to the tests' own results.
  testRunnerNodeArgs: ['--unhandled-rejections=warn'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  thresholds: { high: 90, low: 80, break: 80 },
  // Added to a mutant's expected time: the first mutant of a run transforms node_modules again (the
  // config differs from the first run's), and a loaded machine doubles every time.
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'bench', 'test-results', 'playwright-report', 'src/.umi-production', 'src/.umi-test'],
};
