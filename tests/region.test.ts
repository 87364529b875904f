/** The portal of a route path (src/utils/region.ts): Suzhou under `/suzhou`, Taizhou everywhere else. */
import { regionOfPath } from '@/utils/region';

describe('regionOfPath', () => {
  it.each([
    ['/suzhou', 'suzhou'],
    ['/suzhou/contact', 'suzhou'],
    ['/taizhou/contact', 'taizhou'],
    ['/', 'taizhou'],
    ['/suzhoux/contact', 'taizhou'],
    ['/site/suzhou', 'taizhou'],
  ])('%s belongs to %s', (path, region) => {
    expect(regionOfPath(path)).toBe(region);
  });
});
