/**
 * The first-load check's verdict (issue 47 item 6), apart from its input so jest can hold it
 * (tests/firstLoadBudgets.test.ts); scripts/check-budgets.mjs gathers the input from the build.
 *
 * A route's first load is every JS and CSS file the browser asks for before the page has drawn, as
 * the bench counts it: what the route's HTML names (umi.js, its CSS, Umi's route preloader), what the
 * boot script and Umi's preloader ask for at that address (the route's chunks, its message chunks, its
 * frame's parts). Bytes are each file gzipped at level 9, the unit of the bench and of the budgets.
 */

/** Bytes → KB with one decimal, as the bench reports them. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Whether `file` is `umi.js`: `umi.<hash>.js`, Umi's entry script. */
export const isUmiScript = (file) => /(^|\/)umi\.[^/]*\.js$/.test(file);

/**
 * The modules of `umi.js` that the deny list names: `[{ module, size, why }]`, biggest first.
 * `modules`: `[name, bytes]` as the build's stats list them (config/buildStats.ts); `deny`: `[{ pattern,
 * why }]`, `pattern` a regular expression's source matched against the module's name.
 *
 * @param {[string, number][]} modules
 * @param {{ pattern: string; why: string }[]} deny
 * @returns {{ module: string; size: number; why: string }[]}
 */
export function heavyModules(modules, deny) {
  const rules = deny.map(({ pattern, why }) => ({ re: new RegExp(pattern), why }));
  return modules
    .flatMap(([module, size]) => {
      const rule = rules.find(({ re }) => re.test(module));
      return rule ? [{ module, size, why: rule.why }] : [];
    })
    .sort((a, b) => b.size - a.size);
}

/** `    12.3 KB  ./node_modules/…  (file)` lines, for a failure's message. */
const moduleLines = (modules) =>
  modules.map(({ module, size, file }) => `    ${kb(size)} KB  ${module}${file ? `  (${file})` : ''}`).join('\n');

/**
 * The verdict on every route.
 *
 * - `routes`: `[{ route, url, files }]`, `files` the first load's files below the base (`umi.1a2b.js`).
 * - `gzipOf(file)`: the file's gzipped bytes.
 * - `chunks`: the build's chunks (config/buildStats.ts `BuildStats['chunks']`): `[{ files, modules }]`.
 * - `budgetKB(route)`: the route's budget, KB gzipped.
 * - `deny`: heavy modules that must not reach `umi.js` (see {@link heavyModules}).
 * - `top`: how many of the biggest modules a failure names (default 8).
 *
 * Returns `{ rows, failures }`: a row per route `{ route, url, bytes, budgetKB, files }`, and one
 * message per failure: a route over its budget (with the biggest modules its first load adds to
 * `umi.js`, by source size), a route whose first load has no `umi.js` (its page no longer starts the
 * app the way the check reads it), a first-load file the stats do not know (stats of another build),
 * a heavy module in `umi.js`. No failure: the build keeps its budgets.
 *
 * @param {{
 *   routes: { route: string; url: string; files: string[] }[];
 *   gzipOf: (file: string) => number;
 *   chunks: { files: string[]; modules: [string, number][] }[];
 *   budgetKB: (route: string) => number;
 *   deny: { pattern: string; why: string }[];
 *   top?: number;
 * }} input
 * @returns {{ rows: { route: string; url: string; bytes: number; budgetKB: number; files: string[] }[]; failures: string[] }}
 */
export function checkFirstLoads({ routes, gzipOf, chunks, budgetKB, deny, top = 8 }) {
  const chunkOf = new Map(chunks.flatMap((chunk) => chunk.files.map((file) => [file, chunk])));
  const failures = [];
  const rows = routes.map(({ route, url, files }) => {
    const bytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
    const budget = budgetKB(route);
    // The page's scripts did not start the app the way the check reads them: its figure would be wrong.
    if (!files.some(isUmiScript)) failures.push(`${route}: its first load has no umi.js (files: ${files.join(', ') || 'none'})`);
    if (bytes / 1024 > budget) {
      const added = [...new Set(files.map((file) => chunkOf.get(file)))]
        .filter((chunk) => chunk && !chunk.files.some(isUmiScript))
        .flatMap((chunk) =>
          chunk.modules.map(([module, size]) => ({ module, size, file: chunk.files.find((f) => f.endsWith('.js')) ?? chunk.files[0] })),
        )
        .sort((a, b) => b.size - a.size)
        .slice(0, top);
      failures.push(
        `${route} (${url}): first load ${kb(bytes)} KB gzipped, over its budget of ${budget} KB (config/budgets.ts). ` +
          `Biggest modules it loads beside umi.js (source size):\n${moduleLines(added)}`,
      );
    }
    return { route, url, bytes, budgetKB: budget, files };
  });
  const known = new Set(chunkOf.keys());
  const unknown = [...new Set(routes.flatMap(({ files }) => files))].filter((file) => !known.has(file) && !/^preload_helper\./.test(file));
  if (unknown.length) failures.push(`the build's stats do not list ${unknown.join(', ')}: stats of another build (run \`npm run build\`)`);
  const umi = chunks.find((chunk) => chunk.files.some(isUmiScript));
  if (!umi) failures.push("the build's stats have no umi.js chunk");
  // One failure per rule of the deny list, naming its biggest modules.
  const heavy = heavyModules(umi?.modules ?? [], deny);
  for (const why of new Set(heavy.map((found) => found.why))) {
    const found = heavy.filter((module) => module.why === why);
    failures.push(
      `umi.js carries ${found.length} module${found.length > 1 ? 's' : ''} it must not (${why}); load ${found.length > 1 ? 'them' : 'it'} ` +
        `where used, in a chunk of its own (bench/levers.md). Biggest (source size):\n${moduleLines(found.slice(0, top))}`,
    );
  }
  return { rows, failures };
}
