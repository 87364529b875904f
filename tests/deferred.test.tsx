/**
 * Widgets loaded after the page has drawn (src/components/Deferred, issue 13 item 2): the
 * placeholder first, the widget once its code is there, a list's readiness signal, loading on
 * intent, and a chunk that fails: the page stays, the widget's place says why (issue 26 item 5).
 */
import '@umijs/max/test-setup';
import { render, screen, act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@umijs/max';
import React from 'react';
import deferred from '@/components/Deferred';
import enCommon from '@/locales/en-US/common';
import { networkState } from '@/utils/networkState';

/** A module promise the test settles by hand, as a chunk arriving over the network. */
function chunk<P extends object>(Widget: React.ComponentType<P>) {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<{ default: React.ComponentType<P> }>((ok, fail) => {
    resolve = () => ok({ default: Widget });
    reject = fail;
  });
  const load = jest.fn(() => promise);
  return { load, resolve, reject };
}

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

class Boundary extends React.Component<React.PropsWithChildren, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

it('draws the placeholder, then the widget once its code is there', async () => {
  const { load, resolve } = chunk(Hello);
  const Widget = deferred(load);
  render(<Widget name="table" fallback={<p>placeholder</p>} />);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  await act(async () => resolve());
  expect(await screen.findByText('hello table')).toBeInTheDocument();
  expect(screen.queryByText('placeholder')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('asks for the code in a task of its own after the page has drawn, not in a render', async () => {
  const { load, resolve } = chunk(Hello);
  const Widget = deferred(load);
  render(<Widget name="table" fallback={<p>placeholder</p>} />);
  // render() has run the page's effects: the request for the chunk is still to come.
  expect(load).not.toHaveBeenCalled();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(async () => resolve());
  expect(await screen.findByText('hello table')).toBeInTheDocument();
});

it('draws a widget whose code is already here at once, on a later page', async () => {
  const { load, resolve } = chunk(Hello);
  const Widget = deferred(load);
  const first = render(<Widget name="a" fallback={<p>placeholder</p>} />);
  await act(async () => resolve());
  await screen.findByText('hello a');
  first.unmount();
  // A later page: no placeholder frame at all.
  render(<Widget name="b" fallback={<p>placeholder</p>} />);
  expect(screen.getByText('hello b')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

/** A page that asks a deferred widget whether its code is there. */
function ReadyPage({ widget, wanted }: { widget: { useReady: (wanted?: boolean) => boolean }; wanted: boolean }) {
  const ready = widget.useReady(wanted);
  return <p>{ready ? 'ready' : 'waiting'}</p>;
}

it('useReady loads the code when wanted and tells when it is there', async () => {
  const { load, resolve } = chunk(Hello);
  const Widget = deferred(load);
  const { rerender } = render(<ReadyPage widget={Widget} wanted={false} />);
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  rerender(<ReadyPage widget={Widget} wanted />);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(screen.getByText('waiting')).toBeInTheDocument();
  await act(async () => resolve());
  expect(screen.getByText('ready')).toBeInTheDocument();
});

it('preload starts loading the code on intent, once', () => {
  const { load } = chunk(Hello);
  const Widget = deferred(load);
  Widget.preload();
  Widget.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

describe('a chunk that fails to load (issue 26 item 5)', () => {
  const originalFetch = globalThis.fetch;
  /** The probe's HEAD request for the failed file. */
  const fetchMock = jest.fn();
  beforeAll(() => {
    setLocale('en-US', false);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  const chunkLoadError = () =>
    Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
      request: 'https://example.gov.cn/ipr-front/42.async.js',
    });

  /** A page with a typed field, a list waiting on the widget, and the widget. */
  function renderPage(Widget: ReturnType<typeof deferred<{ name: string }>>) {
    function Page() {
      const ready = Widget.useReady();
      return (
        <>
          <label>
            Reference <input defaultValue="" />
          </label>
          {ready ? <Widget name="x" /> : <p>waiting</p>}
        </>
      );
    }
    return render(
      <Boundary>
        <Page />
      </Boundary>,
    );
  }

  it('after a new deploy keeps the page and what was typed, says so in its place and raises the new-version notice', async () => {
    fetchMock.mockResolvedValue({ status: 404 });
    const { load, reject } = chunk(Hello);
    const Widget = deferred(load);
    renderPage(Widget);
    await userEvent.type(screen.getByLabelText('Reference'), 'TZ-2026-001');
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => reject(chunkLoadError()));
    expect(await screen.findByText(enCommon['app.widgetError.updated'])).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reference')).toHaveValue('TZ-2026-001');
    expect(networkState().newBuild).toBe(true);
  });

  it('after a dropped connection offers a retry, which draws the widget once its code arrives', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const load = jest
      .fn<Promise<{ default: typeof Hello }>, []>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValue({ default: Hello });
    const Widget = deferred(load);
    renderPage(Widget);
    expect(await screen.findByText(enCommon['app.widgetError.network'])).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: enCommon['common.retry'] }));
    expect(await screen.findByText('hello x')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  /** A page whose widget is wanted only once the visitor asks (as the progress lookup's answer). */
  function renderAskingPage(Widget: ReturnType<typeof deferred<{ name: string }>>) {
    function Page() {
      const [asked, setAsked] = React.useState(false);
      return (
        <>
          <button type="button" onFocus={Widget.preload} onClick={() => setAsked(true)}>
            Look up
          </button>
          {asked ? <Widget name="answer" fallback={<p>waiting</p>} /> : null}
        </>
      );
    }
    return render(<Page />);
  }

  it('on a preload before any place wants the widget, is forgotten: the widget wanted later asks for its code again and is drawn', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Hello }>, []>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValue({ default: Hello });
    const Widget = deferred(load);
    renderAskingPage(Widget);
    // Reaching the button asks for the code; the connection drops: nothing is shown for it.
    act(() => screen.getByRole('button', { name: 'Look up' }).focus());
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('hello answer')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('still shows in the place of a widget that is wanted while its code fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const load = jest.fn<Promise<{ default: typeof Hello }>, []>().mockRejectedValue(chunkLoadError());
    const Widget = deferred(load);
    renderAskingPage(Widget);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(enCommon['app.widgetError.network'])).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
