/**
 * Stand-in for `intl-messageformat-parser`'s number and date skeleton parser (`lib/skeleton.js`,
 * ~3 KB gzipped in every first load) in production builds (`config/moduleSwaps.ts`). intl-messageformat
 * calls it only to format a message with a skeleton (`{n, number, ::currency/CNY}`); no message
 * here has one, and `config/messageLoader.cjs` fails the build on the first that would. Plain JS:
 * it takes the place of a node_modules file, which is built with that file's loaders.
 */
function unsupported() {
  throw new Error('ICU number and date skeletons are not supported (config/noSkeletonParser.js)');
}

export const parseDateTimeSkeleton = unsupported;
export const convertNumberSkeletonToNumberFormatOptions = unsupported;
