import { composeTitle, readStoredProfile, storeProfile } from '@/utils/siteSettings';

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
});
