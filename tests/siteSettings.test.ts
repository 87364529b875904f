import enCommon from '@/locales/en-US/common';
import enPortal from '@/locales/en-US/portal';
import zhCommon from '@/locales/zh-CN/common';
import zhPortal from '@/locales/zh-CN/portal';
import { composeTitle, documentTitle, portalTitle, readStoredProfile, storeProfile } from '@/utils/siteSettings';

/** Just enough of an intl object: the locale and its messages with `{name}` placeholders filled in. */
const intlOf = (locale: string, messages: Record<string, string>) =>
  ({
    locale,
    formatMessage: ({ id }: { id: string }, values: Record<string, string> = {}) =>
      messages[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name]),
  }) as unknown as Parameters<typeof documentTitle>[1];
const en = intlOf('en-US', { ...enCommon, ...enPortal });
const zh = intlOf('zh-CN', { ...zhCommon, ...zhPortal });
const CHINESE_ONLY = { ipr_title_prefix: '泰州市', ipr_front_title: '知识产权一站式公共服务平台' };

describe('site settings (spec §3)', () => {
  beforeEach(() => window.localStorage.clear());

  it('joins ipr_title_prefix and ipr_front_title into the title', () => {
    expect(composeTitle({ ipr_title_prefix: '泰州市', ipr_front_title: '知识产权平台' })).toBe('泰州市知识产权平台');
    expect(composeTitle(undefined)).toBe('');
  });

  it('keeps the settings in localStorage under "profile" as JSON', () => {
    storeProfile({ ipr_front_title: 'T' });
    expect(JSON.parse(window.localStorage.getItem('profile') ?? '')).toEqual({ ipr_front_title: 'T' });
    expect(readStoredProfile()).toEqual({ ipr_front_title: 'T' });
  });

  it('ignores a stored profile that is not a JSON object', () => {
    window.localStorage.setItem('profile', '{broken');
    expect(readStoredProfile()).toBeUndefined();
    window.localStorage.setItem('profile', '[1]');
    expect(readStoredProfile()).toBeUndefined();
  });

  it('issue 27 item 9: in English the site names come from their _en forms, else from the locale, never Chinese', () => {
    expect(documentTitle(CHINESE_ONLY, zh)).toBe('泰州市知识产权一站式公共服务平台');
    expect(documentTitle(CHINESE_ONLY, en)).toBe('Taizhou One-Stop IP Public Service Platform');
    expect(portalTitle(CHINESE_ONLY, 'suzhou', en)).toBe('Suzhou One-Stop IP Public Service Platform');
    expect(portalTitle(CHINESE_ONLY, 'suzhou', zh)).toBe('苏州市知识产权一站式公共服务平台');
    expect(documentTitle({}, en)).toBe('One-Stop IP Public Service Platform');

    const withEnglish = { ...CHINESE_ONLY, ipr_title_prefix_en: 'Taizhou', ipr_front_title_en: 'IP Service Platform', ipr_title_prefix_en_suzhou: 'Suzhou SIP' };
    expect(composeTitle(withEnglish, 'en-US')).toBe('Taizhou IP Service Platform');
    expect(documentTitle(withEnglish, en)).toBe('Taizhou IP Service Platform');
    expect(portalTitle(withEnglish, 'suzhou', en)).toBe('Suzhou SIP IP Service Platform');
    expect(documentTitle(withEnglish, zh)).toBe('泰州市知识产权一站式公共服务平台');
  });
});
