/**
 * The content services' own Chinese terms (src/domain/content.ts, docs/api.md §6): each one a page
 * shows by name has that name in both locales, so no visitor sees a message id.
 */
import * as content from '@/domain/content';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';

describe.each(Object.entries(content))('%s', (_name, terms) => {
  it.each(Object.entries(terms))('names %s in zh-CN and en-US', (_term, id) => {
    expect(zhCN).toHaveProperty([id]);
    expect(enUS).toHaveProperty([id]);
  });
});
