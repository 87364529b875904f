/**
 * Locale messages on demand (issue 6, src/utils/localeMessages.ts): production builds start without
 * messages and register the active locale's before the first render; an unknown language falls
 * back to zh-CN; a chunk that fails to load does not stop the app.
 */
import { addLocale, getIntl } from '@umijs/max';
import zhCN from '@/locales/zh-CN';
import { ensureMessages, shippedLocale } from '@/utils/localeMessages';

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

test('without messages, the locale chunk is loaded and registered with its antd locale', async () => {
  await expect(ensureMessages('fr-FR')).resolves.toBe(true);
  expect(registered).toHaveBeenCalledWith(
    'zh-CN',
    zhCN,
    expect.objectContaining({ momentLocale: 'zh-cn', antd: expect.objectContaining({ locale: 'zh-cn' }) }),
  );
});

test('messages already there (development, tests) are not loaded again', async () => {
  jest.mocked(getIntl).mockReturnValueOnce({ messages: { 'app.defaultTitle': '…' } } as never);
  await expect(ensureMessages('zh-CN')).resolves.toBe(true);
  expect(registered).not.toHaveBeenCalled();
});

test('a chunk that fails to load resolves false instead of throwing', async () => {
  let load = (locale: string): Promise<boolean> => ensureMessages(locale);
  jest.isolateModules(() => {
    jest.doMock('@/locales/en-US', () => {
      throw new Error('Loading chunk 751 failed.');
    });
    load = jest.requireActual('@/utils/localeMessages').ensureMessages;
  });
  await expect(load('en-US')).resolves.toBe(false);
  expect(registered).not.toHaveBeenCalled();
});
