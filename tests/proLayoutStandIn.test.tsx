/**
 * The Suzhou layout's ProLayout stand-in (src/standIns/ProLayout, swapped in for the imports of
 * Umi's layout plugin by config/moduleSwaps.ts). The first tests pin Umi's template, so an upgrade that changes
 * what the stand-in relies on fails here; the others check that the page draws in the light frame
 * first, that ProLayout then takes over without remounting the page or dropping the focus, and
 * that a ProLayout chunk that fails to load reaches the error boundary.
 */
import '@umijs/max/test-setup';
import { Component, useEffect, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { RawIntlProvider, getIntl } from '@umijs/max';
import { MemoryRouter } from 'react-router-dom';
import zhCN from '@/locales/zh-CN';
import { ProLayout } from '@/standIns/ProLayout';
import { generatedLayoutFile } from './support/umiLayoutPlugin';

let resolveProLayout: (value: unknown) => void = () => undefined;
let rejectProLayout: (error: Error) => void = () => undefined;
/** What the stand-in's dynamic import of ProLayout gives: a promise each test settles. */
let mockProLayout: Promise<unknown>;
jest.mock('@ant-design/pro-components', () => ({
  __esModule: true,
  get ProLayout() {
    return mockProLayout;
  },
}));

beforeEach(() => {
  mockProLayout = new Promise((resolve, reject) => {
    resolveProLayout = resolve;
    rejectProLayout = reject;
  });
});

/** A ProLayout double: its own header and a content area around its children. */
let doubleProps: Record<string, unknown> = {};
function RealProLayoutDouble({
  children,
  title,
  actionsRender,
  ...rest
}: React.PropsWithChildren<{ title?: string; actionsRender?: (props: object) => React.ReactNode[] }>) {
  doubleProps = rest;
  return (
    <div data-testid="pro-layout">
      <header>
        {title} (ProLayout) {actionsRender?.({})}
      </header>
      <section aria-label="ProLayout content">{children}</section>
    </div>
  );
}

describe("Umi's layout is still the one this stand-in serves", () => {
  const layout = generatedLayoutFile('Layout.tsx');

  it('imports ProLayout from pro-components and the right-hand content from ./rightRender (the requests config/moduleSwaps.ts swaps)', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Umi's template text, placeholder and all.
    expect(layout).toContain('import { ProLayout, } from "${resolvedPkgPath}";');
    expect(layout).toContain("import { getRightRenderContent } from './rightRender';");
  });

  it('calls getRightRenderContent only while ProLayout renders its header', () => {
    expect(layout.match(/getRightRenderContent\(/g)).toHaveLength(1);
    expect(layout).toMatch(
      /rightContentRender=\{ runtimeConfig\.rightContentRender !== false && \(\(layoutProps\) => \{ const dom = getRightRenderContent\(/,
    );
  });

  it('hands ProLayout the page as its children, inside the layout Exception', () => {
    expect(layout).toMatch(/> <Exception route=\{matchedRoute\}.*<Outlet \/> \} <\/Exception> <\/ProLayout>/);
  });
});

/** The Suzhou part of the route tree as Umi's layout hands it to ProLayout. */
const ROUTE = {
  path: '/',
  children: [
    {
      path: '/suzhou',
      name: 'suzhou',
      children: [
        { path: '/suzhou', redirect: '/suzhou/ipr-enterprise' },
        { path: '/suzhou/ipr-enterprise', name: 'iprEnterprise' },
        { path: '/suzhou/ipr-nav', name: 'iprNav' },
        { path: '/suzhou/sitemap', name: 'siteMap', hideInMenu: true },
      ],
    },
  ],
};

/** A page that counts its mounts and holds a text box. */
let mounts = 0;
function Page() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <h1>Page heading</h1>
      <label>
        Keyword <input />
      </label>
    </>
  );
}

class Boundary extends Component<React.PropsWithChildren, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">boundary: {this.state.error.message}</p> : this.props.children;
  }
}

/** A header action with state of its own (does it survive the frame's change?). */
function Actions() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
      actions
    </button>
  );
}

async function renderLayout() {
  const intl = getIntl('zh-CN');
  intl.messages = { ...intl.messages, ...zhCN };
  return render(
    <RawIntlProvider value={intl}>
      <MemoryRouter initialEntries={['/suzhou/ipr-enterprise']}>
        <Boundary>
          <ProLayout route={ROUTE} title="苏州平台" logo="/logo.svg" actionsRender={() => [<Actions key="a" />]} ErrorBoundary={Boundary}>
            <Page />
          </ProLayout>
        </Boundary>
      </MemoryRouter>
    </RawIntlProvider>,
  );
}

/** The screen width the stand-in sees, through matchMedia (antd's breakpoints and useNarrow). */
function setScreen(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
const jsdomMatchMedia = window.matchMedia;

beforeEach(() => {
  mounts = 0;
  doubleProps = {};
  setScreen(1366);
});
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

test('the page draws in the light frame, with the side menu of the current portal and the header actions', async () => {
  await renderLayout();
  expect(screen.getByRole('heading', { level: 1, name: 'Page heading' })).toBeInTheDocument();
  expect(screen.queryByTestId('pro-layout')).toBeNull();
  const menu = screen.getByRole('navigation', { name: zhCN['menu.suzhou'] });
  const links = within(menu).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/suzhou/ipr-enterprise', '/suzhou/ipr-nav']);
  expect(within(menu).getByRole('link', { name: zhCN['menu.suzhou.iprEnterprise'] })).toHaveAttribute('aria-current', 'page');
  expect(within(menu).getByRole('link', { name: zhCN['menu.suzhou.iprNav'] })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('button', { name: 'actions' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${zhCN['menu.suzhou.iprEnterprise']} - 苏州平台`));
});

test('ProLayout takes over once the heading is drawn: the page is not mounted again and keeps the focus and its input', async () => {
  await renderLayout();
  const input = screen.getByRole('textbox', { name: 'Keyword' });
  input.focus();
  (input as HTMLInputElement).value = '芯片';
  act(() => screen.getByRole('button', { name: 'actions' }).click());
  input.focus();
  await act(async () => resolveProLayout(RealProLayoutDouble));
  const content = await screen.findByRole('region', { name: 'ProLayout content' });
  expect(content).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page heading' }));
  expect(screen.queryByRole('navigation', { name: zhCN['menu.suzhou'] })).toBeNull();
  expect(mounts).toBe(1);
  expect(screen.getByRole('textbox', { name: 'Keyword' })).toBe(input);
  expect(input).toHaveFocus();
  expect(input).toHaveValue('芯片');
  // The header's actions moved too, with their state: a menu opened in the light frame stays open.
  expect(screen.getByText('苏州平台 (ProLayout)')).toContainElement(screen.getByRole('button', { name: 'actions' }));
  expect(screen.getByRole('button', { name: 'actions' })).toHaveAttribute('aria-expanded', 'true');
});

test('on a phone the light frame stays (it is the phone header), until the menu button brings ProLayout with its drawer open', async () => {
  setScreen(375);
  await renderLayout();
  expect(screen.getByRole('heading', { level: 1, name: 'Page heading' })).toBeInTheDocument();
  await act(async () => resolveProLayout(RealProLayoutDouble));
  expect(screen.queryByTestId('pro-layout')).toBeNull();
  const menuButton = screen.getByRole('button', { name: zhCN['portal.menu.open'] });
  await act(async () => menuButton.click());
  expect(await screen.findByTestId('pro-layout')).toBeInTheDocument();
  await waitFor(() => expect(doubleProps.collapsed).toBe(false));
  expect(mounts).toBe(1);
});

test("a ProLayout chunk that fails to load reaches the error boundary, as a page's does", async () => {
  // React reports every caught render error on the console; the boundary is what is under test.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderLayout();
  await act(async () => rejectProLayout(Object.assign(new Error('Loading chunk 7725 failed.'), { name: 'ChunkLoadError' })));
  expect(await screen.findByRole('alert')).toHaveTextContent('boundary: Loading chunk 7725 failed.');
  consoleError.mockRestore();
});
