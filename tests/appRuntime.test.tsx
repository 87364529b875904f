/**
 * src/app.tsx, Umi's runtime options: each hands Umi what the module behind it decides (their own
 * tests: initialState, firstRender, access, prefetchAdapter, scrollRestoration, chunkError). The one
 * test file that imports the whole app, so a mutant of app.tsx loads it once (jest.mutation.config.ts).
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import { getIntl, RawIntlProvider, setLocale } from '@umijs/max';
import { AccessContext } from '@@/plugin-access/context';
import { antd, getInitialState, layout, onRouteChange, patchClientRoutes, patchRoutes, render as renderHook, rootContainer } from '@/app';
import { CARE_MODE } from '@/constants';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';
import { antdTheme } from '../config/defaultSettings';

jest.mock('@/services/account');

/** A route as Umi hands it to patchClientRoutes (src/utils/routeAccess.ts is not imported here: see the header). */
interface ClientRoute {
  path: string;
  access?: string;
  element?: React.ReactNode;
}

const user: API.CurrentUser = { id: 'u-1001', account: 'tz_enterprise01', access: 'user' };
const settings: API.SiteSettings = { ipr_title_prefix: '泰州市', ipr_front_title: '知识产权一站式公共服务平台' };

beforeAll(() => setLocale('zh-CN', false));

/** Renders what a runtime option gives React, inside the app's intl provider. */
const show = (node: React.ReactNode) => render(<RawIntlProvider value={getIntl()}>{node}</RawIntlProvider>);
beforeEach(() => {
  jest.mocked(getCurrentUser).mockResolvedValue(user);
  jest.mocked(getEnterpriseProfileByHost).mockResolvedValue(settings);
});

describe('start-up (src/utils/startup.ts)', () => {
  it('getInitialState gives the visitor and the site settings', async () => {
    await expect(getInitialState()).resolves.toEqual({ currentUser: user, settings });
  });

  it('the render hook renders the app once the page’s messages are in', async () => {
    const rendered = new Promise<void>((resolve) => {
      renderHook(resolve);
    });
    await expect(rendered).resolves.toBeUndefined();
    // The start-up requests the hook sent are taken here, not left to another test.
    await getInitialState();
  });
});

describe('routes (src/utils/routeAccess.ts)', () => {
  it('patchRoutes refuses a route table whose access is no string, naming the route', () => {
    expect(() => patchRoutes({ routes: { '1': { id: '1', name: 'iprAgency', path: '/suzhou/ipr-agency', access: true } } })).toThrow(
      /iprAgency.*must be a string/,
    );
  });

  it.each([
    ['shows a guarded page to a visitor the access map grants', true, '动态新闻页'],
    ['shows the 403 view to one it denies', false, '抱歉，您无权访问此页面。'],
  ])('patchClientRoutes %s', async (_label, canAdmin, shown) => {
    const routes: ClientRoute[] = [{ path: '/taizhou/news', access: 'canAdmin', element: <p>动态新闻页</p> }];
    patchClientRoutes({ routes });
    show(<AccessContext.Provider value={{ canAdmin }}>{routes[0].element}</AccessContext.Provider>);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

describe('onRouteChange', () => {
  afterEach(() => {
    delete window.__iprPrefetch;
  });

  it('after a navigation: the new page starts at the top and no prefetch of the address left is adopted', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const abort = jest.fn();
    window.__iprPrefetch = [
      { url: '/api/x', params: [], address: '/', at: performance.now(), answer: new Promise(() => undefined), abort },
    ];
    onRouteChange({ location: { pathname: '/taizhou/news', hash: '', key: 'k1' }, action: 'PUSH', isFirst: false });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(abort).toHaveBeenCalledTimes(1);
    expect(window.__iprPrefetch).toEqual([]);
    scrollTo.mockRestore();
  });
});

function Crashing(): JSX.Element {
  throw new TypeError("Cannot read properties of undefined (reading 'list')");
}

describe('rootContainer', () => {
  it('catches an error anywhere in the app, in the visitor’s language', () => {
    // React reports every caught render error on the console; the boundary is what is under test.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(rootContainer(<Crashing />))).not.toThrow();
      expect(screen.getByRole('heading', { level: 1, name: '页面出错了' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('the Suzhou layout', () => {
  const config = () => layout({ initialState: { settings } } as never) as Record<string, unknown>;

  it('has its own 404 and 403 views, so the layout never falls back to its antd Result', async () => {
    show(config().noFound as React.ReactNode);
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    show(config().unAccessible as React.ReactNode);
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeInTheDocument();
  });

  it('shows the Suzhou title as a link home and after the page name in the document title', () => {
    const { title, headerTitleRender, pageTitleRender } = config() as {
      title: string;
      headerTitleRender: (logo: React.ReactNode) => React.ReactNode;
      pageTitleRender: (props: unknown, defaultTitle: unknown, info: { pageName: string }) => string;
    };
    expect(title).toBe('苏州市知识产权一站式公共服务平台');
    show(headerTitleRender(null));
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', '/ipr-front/');
    expect(pageTitleRender({}, undefined, { pageName: '企业分析' })).toBe(`企业分析 - ${title}`);
  });

  it('starts with the sider collapsed below antd’s lg breakpoint (992 px), open from it', () => {
    const collapsedAt = (width: number) => {
      window.innerWidth = width;
      return config().defaultCollapsed;
    };
    const original = window.innerWidth;
    try {
      expect([collapsedAt(991), collapsedAt(992)]).toEqual([true, false]);
    } finally {
      window.innerWidth = original;
    }
  });
});

describe('the antd option', () => {
  afterEach(() => window.localStorage.removeItem(CARE_MODE.storageKey));

  it('gives the first render the care-mode theme when the visitor chose it, else the standard one', () => {
    expect(antd({}).theme).toMatchObject(antdTheme('standard'));
    window.localStorage.setItem(CARE_MODE.storageKey, 'on');
    expect(antd({}).theme).toMatchObject(antdTheme('care'));
  });

  it('hides a Select’s arrow from assistive technology and keeps the other Select options', () => {
    const { select } = antd({ select: { className: 'kept' } });
    expect(select?.className).toBe('kept');
    render(select?.suffixIcon);
    expect(document.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
