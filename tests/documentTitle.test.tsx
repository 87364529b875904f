/**
 * Issue 16: every route's document title is "<page> - <site title>": the page from the matched
 * route's `name` (`menu.*` messages, in the visitor's language), the site title of spec §3, §4.
 */
import '@umijs/max/test-setup';
import { getIntl } from '@umijs/max';
import { renderHook } from '@testing-library/react';
import { composePageTitle, routeTitleId, useItemTitle } from '@/hooks/useDocumentTitle';
import routes from '../config/routes';

it('names nested routes by their named parents, as the menu locale does', () => {
  expect(routeTitleId([{ route: { path: '/' } }, { route: { name: 'suzhou' } }, { route: { name: 'iprNav' } }])).toBe('menu.suzhou.iprNav');
  expect(routeTitleId([{ route: {} }, { route: { name: 'taizhou.news' } }])).toBe('menu.taizhou.news');
  expect(routeTitleId([{ route: { path: '/404' } }])).toBeUndefined();
});

it('leaves the home page to the site title alone', () => {
  expect(routeTitleId([{ route: { name: 'taizhou.home' } }])).toBeUndefined();
});

it('gives every named route of config/routes.ts a message in both languages', () => {
  const ids: string[] = [];
  const walk = (list: { name?: string; routes?: unknown[] }[], parents: { route: object }[]) =>
    list.forEach((route) => {
      const chain = [...parents, { route }];
      const id = routeTitleId(chain);
      if (id) ids.push(id);
      if (route.routes) walk(route.routes as typeof list, chain);
    });
  walk(routes as { name?: string; routes?: unknown[] }[], []);
  expect(ids).toContain('menu.taizhou.products');
  for (const locale of ['zh-CN', 'en-US']) {
    for (const id of ids) expect(getIntl(locale).messages[id]).toBeTruthy();
  }
});

it('composes "<page> - <site>"', () => {
  expect(composePageTitle('金融服务', '平台')).toBe('金融服务 - 平台');
  expect(composePageTitle(undefined, '平台')).toBe('平台');
});

it("issue 46 item 3: a record's canonical link stands in for the route's while the record shows", () => {
  document.head.innerHTML = '<link rel="canonical" href="/ipr-front/taizhou/news">';
  const canonicals = () => [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));
  const { rerender, unmount } = renderHook(
    ({ title }: { title?: string }) => useItemTitle(title, '/ipr-front/taizhou/newsDetail?id=nw-0033'),
    {
      initialProps: {},
    },
  );
  // Still loading: the route's own.
  expect(canonicals()).toEqual(['/ipr-front/taizhou/news']);
  rerender({ title: '新闻标题' });
  expect(canonicals()).toEqual([`${window.location.origin}/ipr-front/taizhou/newsDetail?id=nw-0033`]);
  unmount();
  expect(canonicals()).toEqual(['/ipr-front/taizhou/news']);
});
