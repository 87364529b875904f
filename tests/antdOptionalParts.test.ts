import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createElement } from 'react';

/**
 * The antd parts that the module swaps `no-tooltip-unique` and `card-tabs-on-demand`
 * (config/moduleSwaps.ts) take out of the first load: antd draws each only for an option the app
 * never sets. Pinned by antd's behaviour rather than its source text, which a patch may reformat;
 * jest runs antd's CommonJS build of the same components. (A file of its own: the `jest.mock`
 * hoisting cannot compile tests/moduleSwaps.test.ts's imported types.)
 */
const root = path.resolve(__dirname, '..');

/** The app's TypeScript sources under `dir` (generated folders such as src/.umi left out). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name.startsWith('.')
        ? []
        : sources(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );

jest.mock('antd/lib/tooltip/UniqueProvider', () => ({
  __esModule: true,
  default: jest.fn(({ children }: { children: unknown }) => children),
}));
jest.mock('antd/lib/tabs', () => ({ __esModule: true, default: jest.fn(() => null) }));
const drawn = (module: string) => (jest.requireMock(module) as { default: jest.Mock }).default.mock.calls.length;

test("antd's ConfigProvider draws the tooltip UniqueProvider only with tooltip.unique, which the app never sets", () => {
  const { ConfigProvider } = jest.requireActual('antd') as typeof import('antd');
  render(createElement(ConfigProvider, null, 'x'));
  expect(drawn('antd/lib/tooltip/UniqueProvider')).toBe(0);
  render(createElement(ConfigProvider, { tooltip: { unique: true } }, 'x'));
  expect(drawn('antd/lib/tooltip/UniqueProvider')).toBeGreaterThan(0);
  // Where a ConfigProvider's props are written (its element, Umi's antd config and runtime option).
  const setters = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'config'))].filter((file) => {
    const text = readFileSync(file, 'utf8');
    return /ConfigProvider|configProvider|ConfigProviderProps/.test(text) && /\btooltip(=\{|:\s*\{)/.test(text);
  });
  expect(setters).toEqual([]);
});

test("antd's Card draws its Tabs only for a tabList, which no card of the app has", () => {
  const { Card } = jest.requireActual('antd') as typeof import('antd');
  render(createElement(Card, { title: 'x' }, 'body'));
  expect(drawn('antd/lib/tabs')).toBe(0);
  render(createElement(Card, { title: 'x', tabList: [{ key: 'a', label: 'a' }] }, 'body'));
  expect(drawn('antd/lib/tabs')).toBeGreaterThan(0);
  // With one the page still works (the stand-in draws antd's Tabs), but pays their chunk's round trip.
  const withTabs = sources(path.join(root, 'src')).filter(
    (file) => !file.includes(`${path.sep}standIns${path.sep}`) && /\btabList\b/.test(readFileSync(file, 'utf8')),
  );
  expect(withTabs).toEqual([]);
});
