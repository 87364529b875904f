/**
 * Issue 28 item 2: shared code lives where its name says. Every file under src/pages belongs to the
 * page of one route (the route table's `component`), and imports nothing from another page's folder,
 * by `@/pages/…` or by a relative path (scripts and LESS alike): what two pages share is in
 * src/components or src/features/<name>.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { allEntries } from '../config/routeTable';

const SRC = join(__dirname, '../src');
const PAGES = join(SRC, 'pages');

/** Each route component, as a path under src/pages without extension (a folder or a single file). */
const PAGE_ROOTS = [...new Set(allEntries().flatMap((entry) => (entry.component ? [resolve(PAGES, entry.component)] : [])))];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?|less)$/.test(name) ? [path] : [];
  });

/** The page `path` belongs to: the route component it is, or whose folder holds it. */
const pageOf = (path: string): string | undefined =>
  PAGE_ROOTS.find((root) => path.replace(/\.(tsx?|less)$/, '') === root || path.startsWith(`${root}/`));

/** The modules a file names: `import … from`, `import()`, `jest.mock` style strings, LESS `@import`. */
const specifiers = (source: string): string[] =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*|@import\s+(?:\([a-z, ]+\)\s*)?|^import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]);

/** Where a specifier points, when it points into src/pages. */
function target(file: string, specifier: string): string | undefined {
  const path = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : undefined;
  return path?.startsWith(`${PAGES}/`) ? path : undefined;
}

const PAGE_FILES = files(PAGES);

it('finds the page files (a moved folder would leave this test with nothing to check)', () => {
  expect(PAGE_FILES.length).toBeGreaterThan(40);
  expect(PAGE_ROOTS.length).toBeGreaterThan(20);
});

it('keeps every file under src/pages inside the folder of a page of the route table', () => {
  expect(PAGE_FILES.filter((file) => !pageOf(file)).map((file) => relative(SRC, file))).toEqual([]);
});

it('imports nothing from another page’s folder', () => {
  const borrowed = PAGE_FILES.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const to = target(file, specifier);
      return to && pageOf(to) !== pageOf(file) ? [`${relative(SRC, file)} → ${specifier}`] : [];
    }),
  );
  expect(borrowed).toEqual([]);
});

it('lets nothing outside src/pages import a page’s inner files (the router alone loads pages)', () => {
  const outside = files(SRC)
    .filter((file) => !file.startsWith(`${PAGES}/`) && !file.includes('/.umi'))
    .flatMap((file) =>
      specifiers(readFileSync(file, 'utf8')).flatMap((specifier) =>
        target(file, specifier) ? [`${relative(SRC, file)} → ${specifier}`] : [],
      ),
    );
  expect(outside).toEqual([]);
});
