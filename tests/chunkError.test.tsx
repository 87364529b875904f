/**
 * ChunkErrorBoundary, spec §4, §8, §9: a lazy page whose chunk cannot load (a ChunkLoadError after a
 * deploy) shows a reload prompt, any other render error a crash message; never a white screen.
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@umijs/max';
import { lazy, Suspense } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';

/** The error webpack raises when a chunk does not arrive within the chunk load timeout. */
function chunkLoadError() {
  const error = new Error('Loading chunk 512 failed.\n(timeout: https://example.gov.cn/ipr-front/512.async.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** A lazy page whose import fails, as React.lazy meets a missing chunk. */
const MissingPage = lazy(() => Promise.reject(chunkLoadError()));

function Crashing(): JSX.Element {
  throw new TypeError("Cannot read properties of undefined (reading 'list')");
}

/** A component whose render throws the given error. */
function Throwing({ error }: { error: Error }): JSX.Element {
  throw error;
}

describe('ChunkErrorBoundary (spec §4, §9)', () => {
  let consoleError: jest.SpyInstance;
  const reload = jest.fn();
  const originalLocation = window.location;
  const originalFetch = globalThis.fetch;
  /** The probe's HEAD request for the failed file; by default the server no longer has it (a deploy). */
  const fetchMock = jest.fn();

  beforeAll(() => {
    setLocale('en-US', false);
    // jsdom's location.reload is not configurable; swap the whole location for one with a spy.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, reload } });
  });
  afterAll(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    globalThis.fetch = originalFetch;
  });
  beforeEach(() => {
    reload.mockClear();
    fetchMock.mockReset().mockResolvedValue({ status: 404 });
    globalThis.fetch = fetchMock;
    // React reports every caught render error on the console; the boundary is what is under test.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the reload prompt for a lazy page whose chunk failed, and the button reloads', async () => {
    render(
      <ChunkErrorBoundary>
        <Suspense fallback={<p>loading...</p>}>
          <MissingPage />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page has been updated' })).toBeInTheDocument();
    expect(screen.getByText(/A new version of the site was just released/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('tells a dropped connection from a deploy (issue 16 item 5)', () => {
    const failedChunk = () => {
      const error = chunkLoadError();
      (error as Error & { request?: string }).request = 'https://example.gov.cn/ipr-front/512.async.js';
      return render(
        <ChunkErrorBoundary>
          <Throwing error={error} />
        </ChunkErrorBoundary>,
      );
    };
    afterEach(() => jest.restoreAllMocks());

    it('a file the server no longer has means a new version: reload', async () => {
      fetchMock.mockResolvedValue({ status: 404 });
      failedChunk();
      expect(await screen.findByRole('heading', { name: 'This page has been updated' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('https://example.gov.cn/ipr-front/512.async.js', {
        method: 'HEAD',
        cache: 'no-store',
      });
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('an unreachable file means the network: no "updated" claim, and retry waits for the network', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      failedChunk();
      expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
      expect(screen.queryByText('This page has been updated')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The site still cannot be reached');
      expect(reload).not.toHaveBeenCalled();

      fetchMock.mockResolvedValue({ status: 200 });
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('an offline browser is not asked at all', async () => {
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      failedChunk();
      expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it('recognises a failed CSS chunk by its message', async () => {
    const cssError = new Error('Loading CSS chunk 77 failed.\n(/ipr-front/77.chunk.css)');
    render(
      <ChunkErrorBoundary>
        <Throwing error={cssError} />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page has been updated' })).toBeInTheDocument();
  });

  it('shows the crash message for any other error, with a reload button', async () => {
    render(
      <ChunkErrorBoundary>
        <Crashing />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('This page has been updated')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the next page render once the reset key changes (the portal frame stays between pages)', () => {
    const atPage = (path: string) => (
      <ChunkErrorBoundary resetKey={path}>{path === '/taizhou/news' ? <Crashing /> : <p>penalty notices</p>}</ChunkErrorBoundary>
    );
    const { rerender } = render(atPage('/taizhou/news'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    rerender(atPage('/taizhou/punishContent'));
    expect(screen.getByText('penalty notices')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('keeps the error view while the reset key stays', () => {
    const { rerender } = render(
      <ChunkErrorBoundary resetKey="/taizhou/news">
        <Crashing />
      </ChunkErrorBoundary>,
    );
    rerender(
      <ChunkErrorBoundary resetKey="/taizhou/news">
        <p>news</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('news')).toBeNull();
  });

  it('renders its children while nothing fails', () => {
    render(
      <ChunkErrorBoundary>
        <p>泰州市知识产权一站式公共服务平台</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('泰州市知识产权一站式公共服务平台')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
