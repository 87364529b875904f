import { rememberIssuedError, wasIssuedError } from '@/utils/issuedErrors';

/** Issue 16 item 6: the record of error pages the request layer itself opened in this tab. */
describe('issued errors', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('knows exactly the code and message pairs it recorded', () => {
    rememberIssuedError('TX4001', '交易信息暂不可查询');
    expect(wasIssuedError('TX4001', '交易信息暂不可查询')).toBe(true);
    expect(wasIssuedError('TX4001', '交易信息暂不可查询，请拨打 400')).toBe(false);
    expect(wasIssuedError('TX4002', '交易信息暂不可查询')).toBe(false);
  });

  it('keeps the last ten', () => {
    for (let n = 0; n < 12; n += 1) rememberIssuedError(`E${n}`, 'm');
    expect(wasIssuedError('E0', 'm')).toBe(false);
    expect(wasIssuedError('E1', 'm')).toBe(false);
    expect(wasIssuedError('E2', 'm')).toBe(true);
    expect(wasIssuedError('E11', 'm')).toBe(true);
  });

  it('counts an error issued again once, so repeats do not push older ones out', () => {
    rememberIssuedError('E0', 'm');
    for (let n = 0; n < 12; n += 1) rememberIssuedError('E1', 'm');
    expect(wasIssuedError('E0', 'm')).toBe(true);
    expect(wasIssuedError('E1', 'm')).toBe(true);
  });

  it('lets nothing but recorded pairs count towards the ten (another script wrote into the store)', () => {
    rememberIssuedError('E0', 'm');
    const stored = JSON.parse(window.sessionStorage.getItem('ipr-front:issued-errors') ?? '[]') as unknown[];
    window.sessionStorage.setItem('ipr-front:issued-errors', JSON.stringify([...stored, 1, 2, 3, 4, 5, 6, 7, 8, 9, { e: 1 }]));
    rememberIssuedError('E1', 'm');
    expect(wasIssuedError('E0', 'm')).toBe(true);
    expect(wasIssuedError('E1', 'm')).toBe(true);
  });

  it('treats unreadable storage as nothing recorded, and never throws', () => {
    window.sessionStorage.setItem('ipr-front:issued-errors', '{"not":"a list"');
    expect(wasIssuedError('E1', 'm')).toBe(false);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => rememberIssuedError('E1', 'm')).not.toThrow();
    setItem.mockRestore();
    expect(wasIssuedError('E1', 'm')).toBe(false);
  });
});
