/** The portal of a route path (src/utils/region.ts): Suzhou under `/suzhou`, Taizhou everywhere else. */
import { regionOfPath } from '@/utils/region';

describe('regionOfPath', () => {
  it('is Suzhou for /suzhou and the paths below it only', () => {
    expect(['/suzhou', '/suzhou/contact'].map(regionOfPath)).toEqual(['suzhou', 'suzhou']);
    expect(['/taizhou/contact', '/', '/suzhoux/contact', '/site/suzhou'].map(regionOfPath)).toEqual([
      'taizhou',
      'taizhou',
      'taizhou',
      'taizhou',
    ]);
  });
});
