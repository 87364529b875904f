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
import { rootContainer } from '@/app';

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

describe('ChunkErrorBoundary (spec §4, §9)', () => {
  let consoleError: jest.SpyInstance;
  const reload = jest.fn();
  const originalLocation = window.location;

  beforeAll(() => {
    setLocale('en-US', false);
    // jsdom's location.reload is not configurable; swap the whole location for one with a spy.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, reload } });
  });
  afterAll(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  });
  beforeEach(() => {
    reload.mockClear();
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

  it('recognises a failed CSS chunk by its message', () => {
    const cssError = new Error('Loading CSS chunk 77 failed.\n(/ipr-front/77.chunk.css)');
    function CssFailure(): JSX.Element {
      throw cssError;
    }
    render(
      <ChunkErrorBoundary>
        <CssFailure />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page has been updated' })).toBeInTheDocument();
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

  it('renders its children while nothing fails', () => {
    render(
      <ChunkErrorBoundary>
        <p>泰州市知识产权一站式公共服务平台</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('泰州市知识产权一站式公共服务平台')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('is the root container, so an error anywhere in the app is caught, in the visitor’s language', () => {
    setLocale('zh-CN', false);
    try {
      expect(() => render(<>{rootContainer(<Crashing />)}</>)).not.toThrow();
      expect(screen.getByRole('heading', { level: 1, name: '页面出错了' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    } finally {
      setLocale('en-US', false);
    }
  });
});
