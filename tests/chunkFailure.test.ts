/**
 * Issue 16 item 5, issue 26 item 5: why a lazy chunk failed (src/utils/chunkFailure.ts). The reload
 * prompt and the 'new version' notice built on it: tests/chunkError.test.tsx, networkNotices.
 */
import { failedChunkUrl, probeChunk } from '@/utils/chunkFailure';

/** A ChunkLoadError as webpack raises it: the address in the message, and (usually) as `request`. */
const chunkError = (message: string, request?: unknown) =>
  Object.assign(new Error(message), { name: 'ChunkLoadError', ...(request === undefined ? {} : { request }) });

describe('failedChunkUrl', () => {
  it.each([
    ['webpack’s own `request`', chunkError('Loading chunk 512 failed.', '/ipr-front/512.async.js'), '/ipr-front/512.async.js'],
    [
      'a timeout in the message',
      chunkError('Loading chunk 512 failed.\n(timeout: https://example.gov.cn/ipr-front/512.async.js)'),
      'https://example.gov.cn/ipr-front/512.async.js',
    ],
    ['an error in the message', chunkError('Loading chunk 7 failed.\n(error: http://example.gov.cn/7.js)'), 'http://example.gov.cn/7.js'],
    ['a CSS chunk’s path in the message', chunkError('Loading CSS chunk 3 failed.\n(/ipr-front/3.chunk.css)'), '/ipr-front/3.chunk.css'],
    [
      'the message’s address when `request` is empty',
      chunkError('Loading chunk 9 failed.\n(missing: /ipr-front/9.js)', ''),
      '/ipr-front/9.js',
    ],
    [
      'the message’s address when `request` is no text',
      chunkError('Loading chunk 9 failed.\n(missing: /ipr-front/9.js)', 9),
      '/ipr-front/9.js',
    ],
  ])('reads %s', (_label, error, url) => {
    expect(failedChunkUrl(error)).toBe(url);
  });

  it.each([
    ['no address at all', chunkError('Loading chunk 512 failed.')],
    ['a parenthesis without an address', chunkError('Loading chunk 512 failed. (timeout: 120 s)')],
    ['an address of another scheme', chunkError('Loading chunk 512 failed.\n(timeout: ftp://example.gov.cn/512.js)')],
  ])('finds none in %s', (_label, error) => {
    expect(failedChunkUrl(error)).toBeUndefined();
  });
});

describe('probeChunk', () => {
  const originalFetch = globalThis.fetch;
  const fetchMock = jest.fn();
  const error = chunkError('Loading chunk 512 failed.', '/ipr-front/512.async.js');

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    jest.restoreAllMocks();
  });

  it('asks for the failed file again with an uncached HEAD request', async () => {
    fetchMock.mockResolvedValue({ status: 200 });
    await expect(probeChunk(error)).resolves.toBe('present');
    expect(fetchMock).toHaveBeenCalledWith('/ipr-front/512.async.js', { method: 'HEAD', cache: 'no-store' });
  });

  it.each([
    [200, 'present'],
    [304, 'present'],
    [500, 'present'],
    [404, 'missing'],
    [410, 'missing'],
  ])('a file answering %i is %s', async (status, probe) => {
    fetchMock.mockResolvedValue({ status });
    await expect(probeChunk(error)).resolves.toBe(probe);
  });

  it('a file that is gone means a newer build: the notice is told; one that answers tells nothing', async () => {
    // networkState is app-wide; a fresh copy of the modules starts without a new build.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/utils/chunkFailure');
      const state = await import('@/utils/networkState');
      fetchMock.mockResolvedValue({ status: 200 });
      await fresh.probeChunk(error);
      expect(state.networkState().newBuild).toBe(false);
      fetchMock.mockResolvedValue({ status: 404 });
      await fresh.probeChunk(error);
      expect(state.networkState().newBuild).toBe(true);
    });
  });

  it('a request that fails means the network: unreachable, nothing rejected', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(probeChunk(error)).resolves.toBe('unreachable');
  });

  it('an offline browser is not asked at all', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(probeChunk(error)).resolves.toBe('unreachable');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without an address, or without fetch, it is the old "page updated" answer', async () => {
    await expect(probeChunk(chunkError('Loading chunk 512 failed.'))).resolves.toBe('missing');
    expect(fetchMock).not.toHaveBeenCalled();
    globalThis.fetch = undefined as unknown as typeof fetch;
    await expect(probeChunk(error)).resolves.toBe('missing');
  });
});
