import { addLocale, getIntl, getLocale } from '@umijs/max';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';

/**
 * The shipped locales (spec: zh-CN by default, en-US), each with the chunk of its messages and the
 * antd and dayjs locales Umi's locale plugin pairs with it.
 */
const SHIPPED = {
  'zh-CN': { load: () => import('@/locales/zh-CN'), antd: zhCN, momentLocale: 'zh-cn' },
  'en-US': { load: () => import('@/locales/en-US'), antd: enUS, momentLocale: 'en' },
} as const;

export type ShippedLocale = keyof typeof SHIPPED;

/** The locale the app renders: the stored or browser language if shipped, else zh-CN (Umi's rule). */
export function shippedLocale(locale: string = getLocale()): ShippedLocale {
  return locale in SHIPPED ? (locale as ShippedLocale) : 'zh-CN';
}

/**
 * Registers the messages of `locale` with Umi's locale plugin unless it has them. Production builds
 * start with none (`.umirc.ts` keeps both message sets out of the main chunk), so the first render
 * waits for the active locale's chunk and a language switch for the other one; development and
 * tests have both from the start. Resolves `false` when the chunk failed to load: the page then
 * shows message ids instead of staying blank, and the next call tries again.
 */
export async function ensureMessages(locale: string = getLocale()): Promise<boolean> {
  const target = shippedLocale(locale);
  if (Object.keys(getIntl(target).messages).length > 0) return true;
  try {
    const { default: messages } = await SHIPPED[target].load();
    const { antd, momentLocale } = SHIPPED[target];
    addLocale(target, messages, { antd, momentLocale });
    return true;
  } catch {
    return false;
  }
}
