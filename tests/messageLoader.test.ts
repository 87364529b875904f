/**
 * The locale modules' build-time compiler (config/messageLoader.cjs): ICU messages become syntax
 * trees, plain ones stay strings, and a message that does not parse fails the build.
 */
// eslint-disable-next-line @typescript-eslint/no-var-requires
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

  it('fails on a message that does not parse, naming it', () => {
    expect(() => compile({ broken: '共 {total 条' })).toThrow(/"broken" is not valid ICU syntax/);
  });

  it('compiles a number skeleton too (its parser ships since the skeleton stand-in went, issue 47)', () => {
    const out = compile({ price: '{amount, number, ::currency/CNY}' });
    const [element] = JSON.parse(out.replace(/^export default /, '').replace(/;\s*$/, '')).price;
    expect(element).toMatchObject({ type: 2, value: 'amount' });
  });
});
