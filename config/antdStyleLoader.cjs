/**
 * Webpack loader for antd's style modules (issue 30 item 2; config/antdStyles.ts writes the files):
 * each module that declares a style hook (`genStyleHooks('Button', …)`, `genStyleHooks(['Input',
 * 'Search'], …)`, `genSubStyleComponent(['Button', 'compact'], …)`, `genComponentStyleHook(…)`)
 * gets an import of that hook's CSS file, so a chunk with an antd component carries that component's
 * CSS. (The shared file is an entry import of plugin.ts, before the app's own styles.)
 *
 * Options: `dir` (where the files are, with `index.json`, the names that have one), `undrawn` (names
 * without one, on purpose). A hook with neither fails the build with its module's path: the extractor no longer
 * draws it, or antd renamed it.
 */
const HOOK = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[\s*(['"])[^'"]+\2\s*,\s*(['"])[^'"]+\3\s*\]|(['"])[^'"]+\4)/g;

/** `'Button'` → `Button-Button`; `['Input', 'Search']` → `Input-Search` (antd's own naming of the cells). */
function hookName(argument) {
  const cells = [...argument.matchAll(/['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return (cells.length === 1 ? [cells[0], cells[0]] : cells).join('-');
}

/** The style hooks a module of antd declares, by the name its cssinjs cache registers them under. */
function declaredHooks(source) {
  return [...source.matchAll(HOOK)].map((match) => hookName(match[1]));
}

const path = require('node:path');
const { readFileSync } = require('node:fs');

module.exports = function antdStyleLoader(source) {
  const { dir, undrawn } = this.getOptions();
  const index = path.join(dir, 'index.json');
  this.addDependency(index);
  const hooks = JSON.parse(readFileSync(index, 'utf8'));
  const imports = [];
  for (const name of declaredHooks(source)) {
    if (hooks.includes(name)) imports.push(name);
    else if (!undrawn.includes(name)) {
      throw new Error(
        `config/antdStyleLoader.cjs: antd's style hook "${name}" (${this.resourcePath}) has no extracted CSS: update config/antdStyles.ts`,
      );
    }
  }
  if (!imports.length) return source;
  const lines = imports.map((name) => `import ${JSON.stringify(`${dir}/${name}.css`)};`);
  return `${lines.join('\n')}\n${source}`;
};

// The one reading of antd's sources, shared with tests/antdStyles.test.ts.
module.exports.declaredHooks = declaredHooks;
