/**
 * Issue 26 items 3 and 5: the app-wide connection notices (src/components/NetworkNotices) and what
 * the one useRequest configuration (src/hooks/useServiceRequest.ts) reports to them: the offline
 * warning, the 'new content' notice, "still loading" once for all slow views, and a failed view that
 * asks again when the browser is back online.
 */
import '@umijs/max/test-setup';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@umijs/max';
import NetworkNotices from '@/components/NetworkNotices';
import useServiceRequest from '@/hooks/useServiceRequest';
import { probeChunk } from '@/utils/chunkFailure';

const onLine = jest.spyOn(window.navigator, 'onLine', 'get');

/** A view of one service call: its data, "failed" with a Retry, or nothing while it loads. */
function View({ service, manual = false }: { service: () => Promise<string>; manual?: boolean }) {
  const { data, error, loading, refresh } = useServiceRequest(service, { manual });
  if (error && !loading)
    return (
      <button type="button" onClick={refresh}>
        failed, retry
      </button>
    );
  return <p>{data ?? ''}</p>;
}

/** A submit button of one manual service call: "failed" once the call has failed. */
function Submit({ service }: { service: () => Promise<string> }) {
  const { run, error } = useServiceRequest(service, { manual: true });
  return (
    <button type="button" onClick={run}>
      {error ? 'failed' : 'submit'}
    </button>
  );
}

const goOffline = () =>
  act(() => {
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  });

beforeAll(() => setLocale('en-US', false));
beforeEach(() => onLine.mockReturnValue(true));
afterEach(() => {
  window.dispatchEvent(new Event('online'));
});

describe('offline (spec §8)', () => {
  it('warns while the browser is offline and stops once it is back', () => {
    render(<NetworkNotices />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    goOffline();
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
    goOnline();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a view whose call failed asks again when the browser is back online', async () => {
    const service = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue('the data');
    render(<View service={service} />);
    expect(await screen.findByRole('button', { name: 'failed, retry' })).toBeInTheDocument();
    goOffline();
    goOnline();
    expect(await screen.findByText('the data')).toBeInTheDocument();
    expect(service).toHaveBeenCalledTimes(2);
  });

  it('a call the visitor started (a submit) is never repeated behind their back', async () => {
    const service = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('Network Error'));
    render(<Submit service={service} />);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByRole('button', { name: 'failed' })).toBeInTheDocument();
    goOnline();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(service).toHaveBeenCalledTimes(1);
  });
});

describe('still loading (issue 26 item 3)', () => {
  // The real slow limit (1 s), on jest's clock.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says so once, in one status region, while any view has waited longer than the slow limit', async () => {
    let answer: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (answer = resolve));
    let second: (value: string) => void = () => undefined;
    const slower = () => new Promise<string>((resolve) => (second = resolve));
    render(
      <>
        <NetworkNotices />
        <View service={slow} />
        <View service={slower} />
      </>,
    );
    const status = screen.getByRole('status');
    // Present and empty from the start, so the words are announced when they come.
    expect(status).toHaveTextContent(/^$/);
    act(() => jest.advanceTimersByTime(999));
    expect(status).toHaveTextContent(/^$/);
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Still loading, please wait…');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await act(async () => answer('first'));
    expect(status).toHaveTextContent('Still loading, please wait…');
    await act(async () => second('second'));
    expect(status).toHaveTextContent(/^$/);
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('says nothing for a call that answers within the limit', async () => {
    render(
      <>
        <NetworkNotices />
        <View service={() => new Promise((resolve) => setTimeout(() => resolve('quick'), 900))} />
      </>,
    );
    await act(async () => jest.advanceTimersByTime(900));
    expect(screen.getByText('quick')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});

describe("the 'new content' notice (spec §8)", () => {
  const originalFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  it('offers a refresh once the chunk probe finds this build’s files gone, and reloads only when asked', async () => {
    const reload = jest.fn();
    const originalLocation = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, reload } });
    try {
      render(<NetworkNotices />);
      expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
      globalThis.fetch = jest.fn().mockResolvedValue({ status: 404 });
      const error = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError', request: '/ipr-front/512.async.js' });
      await act(async () => {
        await expect(probeChunk(error)).resolves.toBe('missing');
      });
      expect(screen.getByText(/A new version of this site is available/)).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    }
  });
});
