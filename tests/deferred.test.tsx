/**
 * Widgets loaded after the page has drawn (src/components/Deferred, issue 13 item 2): the
 * placeholder first, the widget once its code is there, a list's readiness signal, loading on
 * intent, and a chunk that fails reaching the error boundary.
 */
import { render, screen, act, waitFor } from '@testing-library/react';
import React from 'react';
import deferred from '@/components/Deferred';

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

it('useReady loads the code when wanted and tells when it is there', async () => {
  const { load, resolve } = chunk(Hello);
  const Widget = deferred(load);
  function Page({ wanted }: { wanted: boolean }) {
    const ready = Widget.useReady(wanted);
    return <p>{ready ? 'ready' : 'waiting'}</p>;
  }
  const { rerender } = render(<Page wanted={false} />);
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  rerender(<Page wanted />);
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

it('a chunk that fails to load reaches the error boundary, and a list waiting on it stops waiting', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { load, reject } = chunk(Hello);
  const Widget = deferred(load);
  function Page() {
    const ready = Widget.useReady();
    return ready ? <Widget name="x" /> : <p>waiting</p>;
  }
  render(
    <Boundary>
      <Page />
    </Boundary>,
  );
  await waitFor(() => expect(load).toHaveBeenCalled());
  await act(async () => reject(new Error('Loading chunk 42 failed.')));
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');
});
