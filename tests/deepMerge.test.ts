/** The stand-in for lodash/merge in Umi's antd plugin runtime (src/utils/deepMerge.ts). */
import deepMerge from '@/utils/deepMerge';

describe('deepMerge', () => {
  it('merges plain objects deeply into a new object, later sources winning', () => {
    const theme = { token: { colorPrimary: '#1890FF', borderRadius: 6 }, cssVar: true };
    const next = { token: { colorPrimary: '#0050b3' }, hashed: false };
    const merged = deepMerge<Record<string, unknown>>({}, theme, next);
    expect(merged).toEqual({ token: { colorPrimary: '#0050b3', borderRadius: 6 }, cssVar: true, hashed: false });
    expect(theme).toEqual({ token: { colorPrimary: '#1890FF', borderRadius: 6 }, cssVar: true });
  });
});
