/**
 * Issue 28 item 8: mutation testing of the rules the spec fixes (`npm run mutation`, outside `npm test`:
 * ~N minutes on two shared cores). Stryker changes one operator, constant or condition at a time in the
 * files below and runs the jest tests that cover it; a change no test notices ("survived") is a rule
 * no test pins. Report: reports/mutation/mutation.html. CPU heavy: one jest process.
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
  // The first run is the whole jest suite in one process with coverage: ~10 minutes on a loaded host.
  dryRunTimeoutMinutes: 40,
  concurrency: 1,
  // A mutant of src/app.tsx can leave a start-up promise rejected that no test awaits; Node's default
  // then ends the whole test-runner process, and the next mutant pays a fresh start (~40 s). As a
  // warning the test that saw it still fails and kills the mutant.
  testRunnerNodeArgs: ['--unhandled-rejections=warn'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  thresholds: { high: 90, low: 80, break: 80 },
  // Jest's cold start here is ~20 s (Umi's config transforms node_modules); a loaded machine doubles it.
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'bench', 'test-results', 'playwright-report', 'src/.umi-production', 'src/.umi-test'],
};
