/**
 * Stand-in for `intl-messageformat-parser`'s generated grammar (`lib/parser.js`, ~96 KB) in
 * production builds (`config/moduleSwaps.ts`). Messages that need parsing arrive already parsed
 * (`config/messageLoader.cjs`); whatever string still reaches the parser (plain messages, a
 * `defaultMessage`) is shown as the literal text it is. Plain JS: it takes the place of a
 * node_modules file, which is built with that file's loaders.
 */
// biome-ignore lint/suspicious/noShadowRestrictedNames: the name the replaced module exports.
export class SyntaxError extends Error {}

/** @param {string} input @returns one literal element (`TYPE.literal` = 0) holding the whole string */
export function pegParse(input) {
  return [{ type: 0, value: input }];
}
