/**
 * Locale messages on demand (issue 6, src/utils/localeMessages.ts): production builds start without
 * messages, register the groups the first page needs before the first render and the `pages` group
 * with the first page outside the home page's first view; an unknown language falls back to zh-CN;
 * a chunk that fails to load does not stop the app.
 */
import { addLocale, getIntl } from '@umijs/max';
import zhCN from '@/locales/zh-CN';
import enUS from '@/locales/en-US';
import zhFrame from '@/locales/frame/zh-CN';
import enFrame from '@/locales/frame/en-US';
import zhPages from '@/locales/pages/zh-CN';
import enPages from '@/locales/pages/en-US';
import { ensureMessages, GROUP_SENTINEL, messageGroupsFor, shippedLocale } from '@/utils/localeMessages';

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
  ['/taizhou/dispute/list', ['frame', 'pages']],
  ['/taizhou/enterprise/result/江苏安芯水处理设备股份有限公司', ['frame', 'pages']],
  ['/suzhou/ipr-nav', ['frame', 'pages']],
])('the page at %s needs the groups %j', (path, groups) => {
  expect(messageGroupsFor(path)).toEqual(groups);
});

test('the two groups make up every message, in both locales, without overlap', () => {
  expect({ ...zhFrame, ...zhPages }).toEqual(zhCN);
  expect({ ...enFrame, ...enPages }).toEqual(enUS);
  expect(Object.keys(zhFrame).filter((id) => id in zhPages)).toEqual([]);
});

test('both locales have the same message ids in each group', () => {
  expect(Object.keys(enFrame).sort()).toEqual(Object.keys(zhFrame).sort());
  expect(Object.keys(enPages).sort()).toEqual(Object.keys(zhPages).sort());
});

test('each sentinel id belongs to its own group only', () => {
  for (const [frame, pages] of [
    [zhFrame, zhPages],
    [enFrame, enPages],
  ]) {
    expect(frame).toHaveProperty([GROUP_SENTINEL.frame]);
    expect(pages).not.toHaveProperty([GROUP_SENTINEL.frame]);
    expect(pages).toHaveProperty([GROUP_SENTINEL.pages]);
    expect(frame).not.toHaveProperty([GROUP_SENTINEL.pages]);
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

test('by default both groups are loaded, as one registration', async () => {
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
