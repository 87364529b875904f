/**
 * @jest-environment node
 *
 * Issue 47 item 4, layers: routes come from the route table, and the app hands nothing over through
 * `window` but the boot script's prefetches. Read from the sources, comments left out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as routePaths from '../config/routePaths';
import { allEntries } from '../config/routeTable';

const ROOT = join(__dirname, '..');

/** The app's source files (src/, Umi's generated files left out). */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith('src/.umi'));

/** The code of a file without its comments (block comments, and line comments after a space or at a line's start). */
const code = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');

test('every path of config/routePaths.ts is a route of the table', () => {
  const tablePaths = new Set(allEntries().map((entry) => entry.path));
  const named = Object.values(routePaths);
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((path) => !tablePaths.has(path))).toEqual([]);
});

test('IPR_ROUTE_PATHS is read one path at a time (the build defines the paths, not the object)', () => {
  const whole = sources.flatMap((file) => (/\bIPR_ROUTE_PATHS\b(?!\.[A-Z_]+\b)/.test(code(file)) ? [file] : []));
  expect(whole).toEqual([]);
  const read = new Set(sources.flatMap((file) => [...code(file).matchAll(/\bIPR_ROUTE_PATHS\.([A-Z_]+)\b/g)].map((match) => match[1])));
  expect([...read].filter((name) => !(name in routePaths))).toEqual([]);
});

test('no route path is written in src: links name their route (IPR_ROUTE_PATHS, config/routePaths.ts)', () => {
  const portals = [...new Set(allEntries().flatMap((entry) => (entry.path?.split('/')[1] ? [entry.path.split('/')[1]] : [])))];
  expect(portals).toEqual(expect.arrayContaining(['taizhou', 'suzhou']));
  // A string or template literal that starts with a portal's path: `'/taizhou/news'`, `` `/suzhou/…` ``.
  const literal = new RegExp(`(['"\`])/(${portals.join('|')})(?=[/?'"\`$])`);
  const found = sources.flatMap((file) =>
    code(file)
      .split('\n')
      .flatMap((line, n) => (literal.test(line) ? [`${file}:${n + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});

test('nothing global but the boot script’s hand-over (window.__iprPrefetch)', () => {
  const globals = new Set(
    sources.flatMap((file) =>
      [...code(file).matchAll(/\bwindow\.(__\w+)|interface Window \{[^}]*?(__\w+)\??:/g)].map((match) => match[1] ?? match[2]),
    ),
  );
  expect([...globals]).toEqual(['__iprPrefetch']);
});
