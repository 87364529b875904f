/**
 * The initial-state gate (src/standIns/InitialStateProvider.tsx, swapped in for Umi's generated one), spec
 * §4: the start-up placeholder until `getInitialState` has settled, then the app (at transition
 * priority), which stays rendered when a later `refresh` sets `loading` again. The first test pins
 * the generated gate it replaces, so an Umi upgrade that changes it fails here, not silently.
 */
import '@umijs/max/test-setup';
import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { useModel } from '@@/plugin-model';
import InitialStateProvider from '@/standIns/InitialStateProvider';
import { tellLateStartupAnswers } from '@/utils/startup';

jest.mock('@@/plugin-model', () => ({ useModel: jest.fn() }));

/** A file Umi's initial-state plugin writes into src/.umi/plugin-initialState: its template, whitespace collapsed. */
function generatedFile(name: string): string {
  const source = readFileSync(require.resolve('@umijs/plugins/dist/initial-state.js'), 'utf8');
  const marker = `path: "${name}",`;
  const from = source.indexOf('content: `', source.indexOf(marker));
  const to = source.indexOf('`\n    });', from);
  if (!source.includes(marker) || from < 0 || to < 0) {
    throw new Error(`@umijs/plugins no longer writes ${name} for plugin-initialState`);
  }
  return source
    .slice(from + 'content: `'.length, to)
    .replace(/\s+/g, ' ')
    .trim();
}

test("Umi's generated gate is still the one this stand-in replaces", () => {
  // config/moduleSwaps.ts swaps the module `./Provider` imported from plugin-initialState: the runtime must still
  // wrap the app in it, and it must still gate on `loading` of the `@@initialState` model only.
  expect(generatedFile('runtime.tsx')).toContain(
    "import Provider from './Provider'; export function dataflowProvider(container) { return <Provider>{ container }</Provider>; }",
  );
  expect(generatedFile('Provider.tsx')).toBe(
    [
      "import React from 'react'; import { useModel } from '@@/plugin-model';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Umi's template text, placeholder and all.
      "${loading ? `import Loading from '${loading}'` : `function Loading() { return <div />; }`}",
      'export default function InitialStateProvider(props: any) {',
      'const appLoaded = React.useRef(false);',
      'const { loading = false } = useModel("@@initialState") || {};',
      'React.useEffect(() => { if (!loading) { appLoaded.current = true; } }, [loading]);',
      "if (loading && !appLoaded.current && typeof window !== 'undefined') { return <Loading />; }",
      'return props.children; }',
    ].join(' '),
  );
});

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

test('issue 26 item 2: start-up answers that came after the start-up limit refresh the initial state', async () => {
  const refresh = jest.fn();
  jest.mocked(useModel).mockReturnValue({ loading: false, refresh } as never);
  const { unmount } = render(<InitialStateProvider>the app</InitialStateProvider>);
  expect(refresh).not.toHaveBeenCalled();
  tellLateStartupAnswers();
  expect(refresh).toHaveBeenCalledTimes(1);
  unmount();
  tellLateStartupAnswers();
  expect(refresh).toHaveBeenCalledTimes(1);
});
