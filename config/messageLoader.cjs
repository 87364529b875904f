/**
 * Webpack loader for the locale modules (`src/locales/<lang>/*.ts`, under `max build` and `max dev`; see
 * config/config.ts): every message that uses ICU syntax (`{name}`, plurals, quoting) becomes the syntax
 * tree react-intl's own parser produces from it, so the browser never parses a message and ships no
 * parser (the `precompiled-messages` swap, src/standIns/precompiledMessages.ts). Plain messages stay
 * strings: the stand-in turns a string into the one literal it is.
 *
 * Input: a module whose default export is a flat object of message ids to strings, importing nothing.
 * Output: the same object as a JSON literal. Fails the build, naming the file and the id, on a message
 * that does not parse or that uses a number or date skeleton (`::…`), whose parser is not shipped.
 */
const vm = require('node:vm');
const ts = require('typescript');
// The parser react-intl 3 and intl-messageformat 7 use at run time, so the trees are theirs.
const { parse, isNumberSkeleton, isDateTimeSkeleton } = require('intl-messageformat-parser');

/** True when `message` parses to the single literal it is (or is empty). */
function isPlain(message, tree) {
  if (message === '') return true;
  return tree.length === 1 && tree[0].type === 0 && tree[0].value === message;
}

/** True when any element of `tree`, plural and select branches included, carries a skeleton. */
function hasSkeleton(tree) {
  return tree.some(
    (element) =>
      (element.style && (isNumberSkeleton(element.style) || isDateTimeSkeleton(element.style))) ||
      Object.values(element.options ?? {}).some((option) => hasSkeleton(option.value)),
  );
}

/** The messages of a locale module's source, compiled: `{ id: string | syntax tree }`. */
function compileMessages(source, file) {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const sandbox = { module: { exports: {} }, exports: {} };
  sandbox.exports = sandbox.module.exports;
  vm.runInNewContext(outputText, sandbox, { filename: file });
  const messages = sandbox.module.exports.default;
  if (!messages || typeof messages !== 'object') {
    throw new Error(`${file}: a locale module must export an object of messages by default`);
  }
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    let tree;
    try {
      tree = parse(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU syntax: ${error.message}`);
    }
    if (hasSkeleton(tree)) throw new Error(`${file}: message "${id}" uses a skeleton (::), whose parser is not shipped`);
    compiled[id] = isPlain(message, tree) ? message : tree;
  }
  return compiled;
}

module.exports = function messageLoader(source) {
  return `export default ${JSON.stringify(compileMessages(source, this.resourcePath))};\n`;
};
module.exports.compileMessages = compileMessages;
