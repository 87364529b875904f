/**
 * Webpack loader for the locale modules (`src/locales/<lang>/*.ts`, `max build` and `max dev`; see
 * `config/config.ts`): replaces every message that uses ICU syntax (`{name}`, plurals, quoting) with the
 * syntax tree react-intl's parser would produce from it, so the browser never parses a message and
 * the parser (~10 KB gzipped) stays out of the bundle. Plain messages stay strings: the stand-in
 * parser (`config/literalMessageParser.ts`) turns a string into the one literal it is.
 *
 * Input: a module whose default export is a flat object of message ids to strings, importing
 * nothing. Output: the same object as a JSON literal. Fails the build on a message that does not
 * parse, naming the file and the id.
 */
const vm = require('node:vm');
const ts = require('typescript');
// The parser react-intl 3 and intl-messageformat 7 use at runtime, so the trees are theirs.
const { parse } = require('intl-messageformat-parser');

/** True when `message` parses to the single literal it is (or is empty). */
function isPlain(message, tree) {
  if (message === '') return true;
  return tree.length === 1 && tree[0].type === 0 && tree[0].value === message;
}

module.exports = function messageLoader(source) {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const sandbox = { module: { exports: {} }, exports: {} };
  sandbox.exports = sandbox.module.exports;
  vm.runInNewContext(outputText, sandbox, { filename: this.resourcePath });
  const messages = sandbox.module.exports.default;
  if (!messages || typeof messages !== 'object') {
    throw new Error(`${this.resourcePath}: a locale module must export an object of messages by default`);
  }
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message "${id}" is not a string`);
    let tree;
    try {
      tree = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU syntax: ${error.message}`);
    }
    compiled[id] = isPlain(message, tree) ? message : tree;
  }
  return `export default ${JSON.stringify(compiled)};\n`;
};
