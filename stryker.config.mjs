/**
 * Issue 28 item 8: mutation testing of the rules the spec fixes (`npm run mutation`, outside `npm test`).
 * Stryker changes one operator, constant or condition at a time in the files below and runs the jest
 * tests that cover it; a change no test notices ("survived") is a rule no test pins. Report:
 * reports/mutation/mutation.html. CPU heavy: two jest processes.
 * Measured 2026-11-26 (whole runs, two cores, nothing else running):
 * - the first whole run: 1901 mutants (227 static or otherwise ignored), 59 minutes 15 seconds,
 *   score 77.6 %. Its largest gaps were files no unit test reached (src/utils/searchState.ts: 62 not
 *   covered) and module-level lists a test file's first test builds once (sanitizeHtml's allowlists
 *   and purifier: only that test counted as covering them, so most changes there ran no test);
 * - with tests/searchState.test.tsx, a fresh sanitizer module per test and the request layer's and
 *   site settings' rules tested one by one: **87.7 %** (1448 killed, 15 timed out, 169 survived,
 *   36 not covered; `--incremental` re-ran the 117 mutants those tests reach in 7.7 minutes).
 *   Survivors kept, by kind: guards for a missing `window` or `navigator` (always there in the
 *   browser and jsdom), the parameter sort's comparator (keys are distinct, so `<=` and `<` agree),
 *   `\s+` → `\s` under /g, optional chaining on values axios always sets, memoisation
 *   (`if (purifier) return purifier`) and the detached-realm fallback (jsdom's realm always works;
 *   Chromium's is e2e/deploy.spec.ts's); src/app.tsx's Suzhou layout looks and ProLayout render
 *   callbacks, the start-up's late-answer branch and the scroll restoration's input listeners, which
 *   only a real browser exercises (e2e/suzhou, faults, scroll specs).
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
