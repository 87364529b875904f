/**
 * Issue 26 item 1: the time limit of a call (src/utils/requestLimits.ts) is the constant of its kind,
 * unless a test has set a shorter positive one through `window.__iprRequestLimits`.
 */
import { requestLimit } from '@/utils/requestLimits';

describe('requestLimit', () => {
  afterEach(() => {
    delete window.__iprRequestLimits;
  });

  it('is the spec constant of each kind', () => {
    expect(requestLimit('startup')).toBe(8000);
    expect(requestLimit('data')).toBe(15000);
    expect(requestLimit('transfer')).toBe(60000);
    expect(requestLimit('slow')).toBe(1000);
  });

  it("takes a test's positive override of that kind only", () => {
    window.__iprRequestLimits = { data: 1500 };
    expect(requestLimit('data')).toBe(1500);
    expect(requestLimit('startup')).toBe(8000);
  });

  it('ignores an override that is zero, negative or not a number', () => {
    window.__iprRequestLimits = { data: 0, startup: -1, transfer: '5' as unknown as number };
    expect(requestLimit('data')).toBe(15000);
    expect(requestLimit('startup')).toBe(8000);
    expect(requestLimit('transfer')).toBe(60000);
  });
});
