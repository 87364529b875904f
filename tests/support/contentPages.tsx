/**
 * Rendering of the Taizhou content pages (issue 3) for jest: a page or a set of routes inside
 * the app's locale messages and a memory router, with the address the router is at kept in
 * `currentLocation` so tests can check what a page wrote to the URL.
 *
 * The portal frame is the Taizhou wrapper route's, not a page's: the pages render here without it.
 * Test files that use it mock `useModel` where a page reads the visitor, since jest.mock only
 * applies to its own file.
 */
import { RawIntlProvider, getIntl, setLocale, useLocation } from '@umijs/max';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

// antd pages are heavy for jsdom: role queries skip the per-element computed-style visibility
// check (the slow part), and a first render on a shared, busy machine can take seconds.
configure({ asyncUtilTimeout: 15000, defaultHidden: true });
jest.setTimeout(120000);

export type Locale = 'zh-CN' | 'en-US';

/** The router's address after the last render: pathname, search and history state. */
export const currentLocation: { pathname: string; search: string; state: unknown } = {
  pathname: '',
  search: '',
  state: null,
};

function LocationSpy() {
  const { pathname, search, state } = useLocation();
  Object.assign(currentLocation, { pathname, search, state });
  return null;
}

/** The URL's query as a plain object. */
export const query = () => Object.fromEntries(new URLSearchParams(currentLocation.search));

/**
 * Renders `routes` (app path → page element) at `url`, in `locale` (zh-CN by default, the app's
 * default language), which becomes the app-wide locale as well.
 */
export function renderRoutes(url: string, routes: Record<string, React.ReactElement>, locale: Locale = 'zh-CN') {
  // As in the app, the app-wide intl follows the page's language: what is worded outside React (a
  // failure's cause, src/utils/serviceResult.ts) is in the page's language too.
  setLocale(locale, false);
  return render(
    <RawIntlProvider value={getIntl(locale)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationSpy />
      </MemoryRouter>
    </RawIntlProvider>,
  );
}

/** A page of the paging convention (spec §3) holding `list`. */
export const pageOf = <T,>(list: T[], total = list.length, current = 1): API.Page<T> => ({
  list,
  total,
  current,
  pageSize: 10,
});

/** An HTTP 500 as the request plugin rejects it (an axios error with the response body). */
export const httpError = (status = 500, data: unknown = { errorMessage: '' }) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'AxiosError',
    response: { status, data },
  });

/** Renders a detail page at `url` and waits for its record: the `<article>`. */
export async function openRecord(url: string, routes: Record<string, React.ReactElement>, locale: Locale = 'zh-CN') {
  renderRoutes(url, routes, locale);
  return screen.findByRole('article');
}

/**
 * Picks `option` in the antd select labelled `name`. antd opens a select on mouse-down; one event
 * each keeps these heavy pages quick in jsdom.
 */
export async function chooseOption(name: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByTitle(option));
}
