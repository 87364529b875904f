/**
 * Issue 26 item 1: the time limit of a call (src/utils/requestLimits.ts) is the constant of its kind;
 * issue 47 item 4: no test hook shortens it (tests run the real limits on a fake clock).
 */
import { requestLimit } from '@/utils/requestLimits';

describe('requestLimit', () => {
  it('is the spec constant of each kind', () => {
    expect(requestLimit('startup')).toBe(8000);
    expect(requestLimit('data')).toBe(15000);
    expect(requestLimit('transfer')).toBe(60000);
    expect(requestLimit('slow')).toBe(1000);
  });

  it('reads nothing a page could set', () => {
    (window as unknown as Record<string, unknown>).__iprRequestLimits = { data: 1500 };
    try {
      expect(requestLimit('data')).toBe(15000);
    } finally {
      delete (window as unknown as Record<string, unknown>).__iprRequestLimits;
    }
  });
});
