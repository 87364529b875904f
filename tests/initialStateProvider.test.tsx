/**
 * The initial-state gate (config/InitialStateProvider.tsx, swapped in for Umi's generated one), spec
 * §4: the start-up placeholder until `getInitialState` has settled, then the app (at transition
 * priority), which stays rendered when a later `refresh` sets `loading` again.
 */
import '@umijs/max/test-setup';
import { act, render, screen } from '@testing-library/react';
import { useModel } from '@@/plugin-model';
import InitialStateProvider from '../config/InitialStateProvider';

jest.mock('@@/plugin-model', () => ({ useModel: jest.fn() }));

const model = (loading: boolean) => jest.mocked(useModel).mockReturnValue({ loading } as never);

test('shows the start-up placeholder while the start-up requests run, then the app', async () => {
  model(true);
  const { rerender } = render(<InitialStateProvider>the app</InitialStateProvider>);
  expect(screen.queryByText('the app')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^(加载中\.\.\.|loading\.\.\.)$/);

  model(false);
  rerender(<InitialStateProvider>the app</InitialStateProvider>);
  expect(await screen.findByText('the app')).toBeInTheDocument();
});

test('a later refresh keeps the app on screen', async () => {
  model(false);
  const { rerender } = render(<InitialStateProvider>the app</InitialStateProvider>);
  expect(await screen.findByText('the app')).toBeInTheDocument();
  model(true);
  await act(async () => rerender(<InitialStateProvider>the app</InitialStateProvider>));
  expect(screen.getByText('the app')).toBeInTheDocument();
});
