import { merge } from '@rc-component/util/es/utils/set';

/**
 * Stand-in for `lodash/merge` in Umi's antd plugin runtime (`config/moduleSwaps.ts`): a deep merge of plain
 * objects into a new object, later sources winning. Unlike lodash it does not mutate the first
 * argument; the plugin only uses the returned value (`merge({}, prev, next)`).
 */
export default function deepMerge<T extends object>(...sources: object[]): T {
  return merge(...sources) as T;
}
