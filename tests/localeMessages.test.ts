/**
 * Locale messages on demand (issue 6, src/utils/localeMessages.ts): production builds start without
 * messages, register the groups the first page needs before the first render and those of a later
 * page with it (a section's pages load only their section's group); an unknown language falls back to zh-CN;
 * a chunk that fails to load does not stop the app.
 */
import { addLocale, getIntl } from '@umijs/max';
import zhCN from '@/locales/zh-CN';
import enUS from '@/locales/en-US';
import zhFrame from '@/locales/frame/zh-CN';
import enFrame from '@/locales/frame/en-US';
import zhPages from '@/locales/pages/zh-CN';
import enPages from '@/locales/pages/en-US';
import zhEnterprise from '@/locales/enterprise/zh-CN';
import enEnterprise from '@/locales/enterprise/en-US';
import zhOperations from '@/locales/operations/zh-CN';
import enOperations from '@/locales/operations/en-US';
import zhDispute from '@/locales/dispute/zh-CN';
import enDispute from '@/locales/dispute/en-US';
import { ensureMessages, GROUP_SENTINEL, MESSAGE_GROUPS, messageGroupsFor, shippedLocale } from '@/utils/localeMessages';

jest.mock('@umijs/max', () => ({
  addLocale: jest.fn(),
  getIntl: jest.fn(() => ({ messages: {} })),
  getLocale: jest.fn(() => 'en-US'),
}));

const registered = jest.mocked(addLocale);

beforeEach(() => registered.mockClear());

test('an unshipped language renders zh-CN', () => {
  expect(shippedLocale('en-GB')).toBe('zh-CN');
  expect(shippedLocale('en-US')).toBe('en-US');
});

test.each([
  ['/', ['frame']],
  ['/taizhou', ['frame']],
  ['/taizhou/', ['frame']],
  ['/404', ['frame']],
  ['/exception', ['frame']],
  ['/taizhou/dispute/list', ['frame', 'dispute']],
  ['/taizhou/dispute/success/', ['frame', 'pages', 'dispute']],
  ['/taizhou/enterprise/search', ['frame', 'enterprise']],
  ['/taizhou/enterprise/result/江苏安芯水处理设备股份有限公司', ['frame', 'enterprise']],
  ['/taizhou/enterprise/result/%E6%B1%9F%E8%8B%8F', ['frame', 'enterprise']],
  ['/taizhou/enterprise/result/:enterpriseName', ['frame', 'enterprise']],
  ['/suzhou/ipr-enterprise/result/苏州纳微', ['frame', 'enterprise']],
  ['/taizhou/operations/list', ['frame', 'operations']],
  ['/taizhou/operations/sell/tx-0001', ['frame', 'operations']],
  // A route that names no group gets every group.
  ['/suzhou/ipr-nav', ['frame', 'pages', 'enterprise', 'operations', 'dispute']],
  ['/taizhou/search', ['frame', 'pages', 'enterprise', 'operations', 'dispute']],
  ['/taizhou/operations/sell/tx-0001/more', ['frame', 'pages', 'enterprise', 'operations', 'dispute']],
])('the page at %s needs the groups %j', (path, groups) => {
  expect(messageGroupsFor(path)).toEqual(groups);
});

const GROUPS = {
  'zh-CN': { frame: zhFrame, pages: zhPages, enterprise: zhEnterprise, operations: zhOperations, dispute: zhDispute },
  'en-US': { frame: enFrame, pages: enPages, enterprise: enEnterprise, operations: enOperations, dispute: enDispute },
};

test('the groups make up every message, in both locales, without overlap', () => {
  for (const [locale, all] of [
    ['zh-CN', zhCN],
    ['en-US', enUS],
  ] as const) {
    const groups = MESSAGE_GROUPS.map((group) => GROUPS[locale][group]);
    expect(Object.assign({}, ...groups)).toEqual(all);
    const ids = groups.flatMap((messages) => Object.keys(messages));
    expect(ids.length).toBe(new Set(ids).size);
  }
});

test('both locales have the same message ids in each group', () => {
  for (const group of MESSAGE_GROUPS)
    expect(Object.keys(GROUPS['en-US'][group]).sort()).toEqual(Object.keys(GROUPS['zh-CN'][group]).sort());
});

test('each sentinel id belongs to its own group only', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    for (const group of MESSAGE_GROUPS) {
      for (const other of MESSAGE_GROUPS) {
        if (other === group) expect(GROUPS[locale][other]).toHaveProperty([GROUP_SENTINEL[group]]);
        else expect(GROUPS[locale][other]).not.toHaveProperty([GROUP_SENTINEL[group]]);
      }
    }
  }
});

test('without messages, the requested group is loaded and registered with its antd locale', async () => {
  await expect(ensureMessages('fr-FR', ['frame'])).resolves.toBe(true);
  expect(registered).toHaveBeenCalledWith(
    'zh-CN',
    zhFrame,
    expect.objectContaining({ momentLocale: 'zh-cn', antd: expect.objectContaining({ locale: 'zh-cn' }) }),
  );
});

test('by default every group is loaded, as one registration', async () => {
  await expect(ensureMessages('en-US')).resolves.toBe(true);
  expect(registered).toHaveBeenCalledTimes(1);
  expect(registered).toHaveBeenCalledWith('en-US', enUS, expect.objectContaining({ momentLocale: 'en' }));
});

test('only the group that is missing is loaded', async () => {
  jest.mocked(getIntl).mockReturnValue({ messages: { [GROUP_SENTINEL.frame]: 'loading...' } } as never);
  await expect(ensureMessages('en-US', ['frame', 'pages'])).resolves.toBe(true);
  expect(registered).toHaveBeenCalledWith('en-US', enPages, expect.anything());
  jest.mocked(getIntl).mockReturnValue({ messages: {} } as never);
});

test('messages already there (development, tests) are not loaded again', async () => {
  jest.mocked(getIntl).mockReturnValue({ messages: { ...zhCN } } as never);
  await expect(ensureMessages('zh-CN')).resolves.toBe(true);
  expect(registered).not.toHaveBeenCalled();
  jest.mocked(getIntl).mockReturnValue({ messages: {} } as never);
});

test('a chunk that fails to load resolves false instead of throwing', async () => {
  let load = (locale: string): Promise<boolean> => ensureMessages(locale);
  jest.isolateModules(() => {
    jest.doMock('@/locales/pages/en-US', () => {
      throw new Error('Loading chunk 751 failed.');
    });
    load = jest.requireActual('@/utils/localeMessages').ensureMessages;
  });
  await expect(load('en-US')).resolves.toBe(false);
  expect(registered).not.toHaveBeenCalled();
});
