import enCommon from '@/locales/en-US/common';
import enPortal from '@/locales/en-US/portal';
import zhCommon from '@/locales/zh-CN/common';
import zhPortal from '@/locales/zh-CN/portal';
import { SITE_INFO } from '@/constants';
import {
  composeTitle,
  documentTitle,
  portalPhone,
  portalTitle,
  readStoredProfile,
  regionSetting,
  storeProfile,
} from '@/utils/siteSettings';

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
    for (const stored of ['null', '"泰州"', '42', 'true', '']) {
      window.localStorage.setItem('profile', stored);
      expect(readStoredProfile()).toBeUndefined();
    }
  });

  it('a storage the browser refuses costs nothing but the stored copy', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(readStoredProfile()).toBeUndefined();
    expect(() => storeProfile({ ipr_front_title: 'T' })).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });

  it('a portal setting: its own key first, the plain key for the primary portal only, blank counting as missing', () => {
    const settings = { ipr_contact_phone: '0523-1', ipr_contact_phone_suzhou: '0512-2', ipr_contact_phone_taizhou: '  ' };
    expect(regionSetting(settings, 'ipr_contact_phone', 'suzhou')).toBe('0512-2');
    expect(regionSetting(settings, 'ipr_contact_phone', 'taizhou')).toBe('0523-1');
    expect(regionSetting({ ipr_contact_phone: '0523-1' }, 'ipr_contact_phone', 'suzhou')).toBeUndefined();
    expect(regionSetting({ ipr_contact_phone_suzhou: 12 } as unknown as API.SiteSettings, 'ipr_contact_phone', 'suzhou')).toBeUndefined();
    expect(regionSetting(undefined, 'ipr_contact_phone', 'taizhou')).toBeUndefined();
  });

  it('a portal helpline: the setting, else the portal’s own number', () => {
    expect(portalPhone({ ipr_contact_phone_suzhou: '0512-66660000' }, 'suzhou')).toBe('0512-66660000');
    expect(portalPhone(undefined, 'suzhou')).toBe(SITE_INFO.suzhou.phone);
    expect(portalPhone({ ipr_contact_phone: '' }, 'taizhou')).toBe(SITE_INFO.taizhou.phone);
    expect(SITE_INFO.taizhou.phone).toMatch(/\d/);
  });

  it('another portal: its prefixed title, else the platform title with its region name', () => {
    expect(portalTitle({ ipr_title_prefix_suzhou: '苏州工业园区', ipr_front_title: '知识产权服务平台' }, 'suzhou', zh)).toBe(
      '苏州工业园区知识产权服务平台',
    );
    expect(portalTitle({ ipr_front_title_suzhou: '专利服务平台' }, 'suzhou', zh)).toBe('苏州市专利服务平台');
    expect(portalTitle({ ipr_title_prefix_en_suzhou: ' Suzhou ', ipr_front_title_en: 'IP Platform' }, 'suzhou', en)).toBe(
      'Suzhou IP Platform',
    );
    expect(portalTitle(undefined, 'suzhou', zh)).toBe(portalTitle({}, 'suzhou', zh));
    expect(portalTitle({ ipr_front_title: '  ' }, 'suzhou', zh)).toBe(portalTitle({}, 'suzhou', zh));
  });

  it('an English title trims its parts and leaves out a missing one', () => {
    expect(composeTitle({ ipr_title_prefix_en: ' Taizhou ', ipr_front_title_en: ' IP Platform ' }, 'en-US')).toBe('Taizhou IP Platform');
    expect(composeTitle({ ipr_front_title_en: 'IP Platform' }, 'en-US')).toBe('IP Platform');
    expect(composeTitle({ ipr_title_prefix_en: 'Taizhou' }, 'en-US')).toBe('Taizhou');
  });

  it('issue 27 item 9: in English the site names come from their _en forms, else from the locale, never Chinese', () => {
    expect(documentTitle(CHINESE_ONLY, zh)).toBe('泰州市知识产权一站式公共服务平台');
    expect(documentTitle(CHINESE_ONLY, en)).toBe('Taizhou One-Stop IP Public Service Platform');
    expect(portalTitle(CHINESE_ONLY, 'suzhou', en)).toBe('Suzhou One-Stop IP Public Service Platform');
    expect(portalTitle(CHINESE_ONLY, 'suzhou', zh)).toBe('苏州市知识产权一站式公共服务平台');
    expect(documentTitle({}, en)).toBe('One-Stop IP Public Service Platform');

    const withEnglish = {
      ...CHINESE_ONLY,
      ipr_title_prefix_en: 'Taizhou',
      ipr_front_title_en: 'IP Service Platform',
      ipr_title_prefix_en_suzhou: 'Suzhou SIP',
    };
    expect(composeTitle(withEnglish, 'en-US')).toBe('Taizhou IP Service Platform');
    expect(documentTitle(withEnglish, en)).toBe('Taizhou IP Service Platform');
    expect(portalTitle(withEnglish, 'suzhou', en)).toBe('Suzhou SIP IP Service Platform');
    expect(documentTitle(withEnglish, zh)).toBe('泰州市知识产权一站式公共服务平台');
  });
});
