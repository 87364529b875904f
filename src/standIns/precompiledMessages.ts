import { type MessageFormatElement, TYPE } from 'intl-messageformat-parser/lib/types';

/**
 * Stand-in for `intl-messageformat-parser` where react-intl's formatter (intl-messageformat's `core.js`
 * and `formatters.js`) imports it, under `max build` and `max dev` (config/moduleSwaps.ts,
 * `precompiled-messages`): the ICU grammar and its number/date skeleton parser stay out of every first
 * load (bench/levers.md). The locale modules reach the browser parsed already (config/messageLoader.cjs:
 * a message with ICU syntax is its syntax tree, a plain one stays a string), so the only strings left to
 * parse are plain texts, each the one literal it is. The loader fails the build on a skeleton
 * (`{n, number, ::percent}`), so the skeleton converters below are never reached. Jest and node use the
 * real parser; tests/messageLoader.test.ts formats every message both ways and fails when this module
 * misses a name intl-messageformat imports.
 */
export {
  isArgumentElement,
  isDateElement,
  isDateTimeSkeleton,
  isLiteralElement,
  isNumberElement,
  isNumberSkeleton,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTimeElement,
} from 'intl-messageformat-parser/lib/types';

/** A plain text as its syntax tree: one literal element holding the whole string. */
export function parse(message: string): MessageFormatElement[] {
  return [{ type: TYPE.literal, value: message }];
}

const noSkeletons = (): never => {
  throw new Error('Message skeletons are not shipped: config/messageLoader.cjs rejects them at build time');
};

/** Never called: no shipped message has a skeleton. */
export const convertNumberSkeletonToNumberFormatOptions = noSkeletons;
/** Never called: no shipped message has a skeleton. */
export const parseDateTimeSkeleton = noSkeletons;
