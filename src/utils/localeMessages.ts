import { addLocale, getIntl, getLocale } from '@umijs/max';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { MESSAGE_GROUPS, type MessageGroup } from './messageGroups';

export { MESSAGE_GROUPS, type MessageGroup } from './messageGroups';

/**
 * The shipped locales (spec: zh-CN by default, en-US), each with the chunks of its message groups
 * and the antd and dayjs locales Umi's locale plugin pairs with it.
 */
const SHIPPED = {
  'zh-CN': {
    groups: {
      frame: () => import('@/locales/frame/zh-CN'),
      pages: () => import('@/locales/pages/zh-CN'),
      enterprise: () => import('@/locales/enterprise/zh-CN'),
      operations: () => import('@/locales/operations/zh-CN'),
      dispute: () => import('@/locales/dispute/zh-CN'),
    },
    antd: zhCN,
    momentLocale: 'zh-cn',
  },
  'en-US': {
    groups: {
      frame: () => import('@/locales/frame/en-US'),
      pages: () => import('@/locales/pages/en-US'),
      enterprise: () => import('@/locales/enterprise/en-US'),
      operations: () => import('@/locales/operations/en-US'),
      dispute: () => import('@/locales/dispute/en-US'),
    },
    antd: enUS,
    momentLocale: 'en',
  },
} as const;

/** One message id of each group, to tell whether the group is registered (tests pin them). */
export const GROUP_SENTINEL: Record<MessageGroup, string> = {
  frame: 'app.loading',
  pages: 'content.notFound.title',
  enterprise: 'enterprise.search.title',
  operations: 'operations.list.heading',
  dispute: 'dispute.heading',
};

export type ShippedLocale = keyof typeof SHIPPED;

/** The locale the app renders: the stored or browser language if shipped, else zh-CN (Umi's rule). */
export function shippedLocale(locale: string = getLocale()): ShippedLocale {
  return locale in SHIPPED ? (locale as ShippedLocale) : 'zh-CN';
}

/** The routes that name their message groups (the route table's `messages`), by their paths' patterns. */
const ROUTE_GROUPS = IPR_ROUTE_FACTS.messageGroups.map(({ re, groups }) => ({ pattern: new RegExp(re), groups }));

/**
 * Message groups the page at `pathname` needs (without the base path, e.g. `/taizhou/dispute/list`,
 * or a route's path, `/taizhou/operations/sell/:id`): its route's, or every group for a route that
 * names none.
 */
export function messageGroupsFor(pathname: string): MessageGroup[] {
  // Not routeFacts' trimPath: that module's nav facts would come along into the entry chunk.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = ROUTE_GROUPS.find((entry) => entry.pattern.test(path));
  return route ? [...route.groups] : [...MESSAGE_GROUPS];
}

/** True when `group` of `locale` is registered (development and tests have every message from the start). */
export function hasMessages(group: MessageGroup, locale: string = getLocale()): boolean {
  return GROUP_SENTINEL[group] in getIntl(shippedLocale(locale)).messages;
}

/**
 * Registers the `groups` of `locale` with Umi's locale plugin unless it has them, loading their
 * chunks in parallel. Production builds start with no messages (`config/moduleSwaps.ts` keeps them out of the
 * main chunk): the first render waits for the groups of its page, a later page for those of its
 * own (MessageGate) and a language switch for the other locale's groups. Resolves `false` when a chunk
 * failed to load: the page then shows message ids instead of staying blank, and the next call
 * tries again.
 */
export async function ensureMessages(locale: string = getLocale(), groups: readonly MessageGroup[] = MESSAGE_GROUPS): Promise<boolean> {
  const target = shippedLocale(locale);
  const missing = groups.filter((group) => !hasMessages(group, target));
  if (missing.length === 0) return true;
  try {
    const loaded = await Promise.all(missing.map((group) => SHIPPED[target].groups[group]()));
    const messages = Object.assign({}, ...loaded.map((module) => module.default));
    const { antd, momentLocale } = SHIPPED[target];
    addLocale(target, messages, { antd, momentLocale });
    return true;
  } catch {
    return false;
  }
}
