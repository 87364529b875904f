/**
 * The locale modules' build-time compiler (config/messageLoader.cjs): ICU messages become syntax
 * trees, plain ones stay strings, and what the production build cannot format fails the build.
 */
const messageLoader = require('../config/messageLoader.cjs') as (this: { resourcePath: string }, source: string) => string;

const compile = (messages: Record<string, string>) =>
  messageLoader.call({ resourcePath: 'src/locales/zh-CN/x.ts' }, `export default ${JSON.stringify(messages)};`);

describe('messageLoader', () => {
  it('keeps plain messages as strings and parses ICU ones', () => {
    const out = compile({ plain: '共计', count: '共 {total} 条' });
    const messages = JSON.parse(out.replace(/^export default /, '').replace(/;\s*$/, ''));
    expect(messages.plain).toBe('共计');
    expect(Array.isArray(messages.count)).toBe(true);
  });

  it('fails on a number or date skeleton, whose parser the build leaves out', () => {
    expect(() => compile({ price: '{amount, number, ::currency/CNY}' })).toThrow(/"price" uses an ICU skeleton/);
    expect(() => compile({ nested: '{n, plural, one {{d, date, ::yyyyMMdd}} other {#}}' })).toThrow(/"nested" uses an ICU skeleton/);
    expect(() => compile({ styled: '{amount, number, percent}' })).not.toThrow();
  });
});
