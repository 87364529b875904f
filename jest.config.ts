import { availableParallelism } from 'node:os';
import { configUmiAlias, createConfig } from '@umijs/max/test';
import * as ROUTE_PATHS from './config/routePaths';
import { browserTheme } from './config/defaultSettings';
import { routeFacts } from './config/routeTable';

/** jest + Testing Library over Umi's test config (aliases, transforms, umi exports). */
export default async () => {
  // Umi's start-up tip ("你知道吗") is no test's output: jest speaks only when something is wrong.
  process.env.DID_YOU_KNOW ??= 'none';
  const config = await configUmiAlias({
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
  });
  return {
    ...config,
    // Jest's default (cores - 1) runs one worker on a 2-core machine and leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testMatch: ['<rootDir>/tests/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [...(config.setupFilesAfterEnv ?? []), '<rootDir>/tests/setup.ts'],
    // What config/config.ts `define`s for the build (src/utils/routeFacts.ts).
    globals: { ...config.globals, IPR_ROUTE_FACTS: routeFacts(), IPR_ROUTE_PATHS: { ...ROUTE_PATHS }, IPR_THEME: browserTheme() },
    testEnvironmentOptions: { url: 'http://localhost:8000/ipr-front/taizhou' },
  };
};
