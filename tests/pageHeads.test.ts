/**
 * Issue 46 item 3: each route's HTML head (config/pageHeads.ts) from the route table: its own title
 * and description in the default language, a canonical link where the address names the page, the
 * page files the web server finds (deploy/nginx.conf.template) and the sitemap's pages.
 */
import { pageFiles, pageHeads, routeOfRequest, sitemapPaths, sitemapXml, SITEMAP_ORIGIN } from '../config/pageHeads';
import { pageEntries } from '../config/routeTable';
import { pageHeadMarkup } from '../plugin';
import zhMessages from '@/locales/zh-CN';
import enMessages from '@/locales/en-US';
import zhMeta from '@/locales/meta/zh-CN';
import enMeta from '@/locales/meta/en-US';

const heads = pageHeads({ ...zhMessages, ...zhMeta });
const headOf = (path: string) => heads.find((head) => head.path === path)!;

test('every page route has its own title and description, in both locales', () => {
  for (const entry of pageEntries()) expect(heads.map((head) => head.path)).toContain(entry.path);
  expect(() => pageHeads({ ...enMessages, ...enMeta })).not.toThrow();
  expect(Object.keys(enMeta).sort()).toEqual(Object.keys(zhMeta).sort());
  const named = heads.filter((head) => head.path !== '/' && head.path !== '/taizhou');
  expect(new Set(named.map((head) => head.title)).size).toBeGreaterThan(named.length - 6);
  expect(headOf('/taizhou/news')).toMatchObject({
    title: '新闻动态 - 泰州市知识产权一站式公共服务平台',
    description: zhMeta['meta.taizhou.news'],
    canonical: '/ipr-front/taizhou/news',
    noindex: false,
  });
  expect(headOf('/suzhou/ipr-nav').title).toBe('产业专利导航 - 苏州市知识产权一站式公共服务平台');
  // The home page is the site; a redirect speaks for its target.
  expect(headOf('/taizhou').title).toBe('泰州市知识产权一站式公共服务平台');
  expect(headOf('/suzhou')).toMatchObject({ title: headOf('/suzhou/ipr-enterprise').title, canonical: '/ipr-front/suzhou/ipr-enterprise' });
});

test("a page without a description of its own is described by its shell's lead; with neither the build fails", () => {
  const { 'meta.taizhou.news': _own, ...withoutNews } = zhMeta;
  const news = pageHeads({ ...zhMessages, ...withoutNews }).find((head) => head.path === '/taizhou/news');
  expect(news?.description).toBe(zhMessages['content.news.listIntro' as keyof typeof zhMessages]);
  expect(news?.description).toBeTruthy();
  const { 'content.news.listIntro': _lead, ...withoutLead } = zhMessages as Record<string, string>;
  expect(() => pageHeads({ ...withoutLead, ...withoutNews })).toThrow('meta.taizhou.news');
});

test('a page whose address names its record has no canonical link in its HTML; search results and error pages are noindex', () => {
  expect(headOf('/taizhou/announceDetail').canonical).toBeUndefined();
  // index.html, every address's page on a server with a plain history fallback.
  expect(headOf('/').canonical).toBeUndefined();
  expect(headOf('/taizhou/operations/sell/:id')).toMatchObject({ title: '交易详情 - 泰州市知识产权一站式公共服务平台' });
  expect(headOf('/taizhou/operations/sell/:id').canonical).toBeUndefined();
  for (const path of ['/taizhou/search', '/404', '/exception', '/taizhou/dispute/success']) expect(headOf(path).noindex).toBe(true);
});

test('the build writes a file per route, a parameter under _param/, the not-found page as 404.html', () => {
  const files = Object.fromEntries(pageFiles().map(({ path, file }) => [path, file]));
  expect(files).toMatchObject({
    '/taizhou': 'taizhou/index.html',
    '/taizhou/enterprise/result/:enterpriseName': 'taizhou/enterprise/result/_param/index.html',
    '/404': '404.html',
    '/suzhou': 'suzhou/index.html',
  });
  expect(files['/suzhou/404']).toBeUndefined();
  expect(files['/']).toBeUndefined();
  expect(routeOfRequest('/ipr-front/taizhou/enterprise/result/%E6%B1%9F')).toBe('/taizhou/enterprise/result/:enterpriseName');
  expect(routeOfRequest('/ipr-front/taizhou/news/')).toBe('/taizhou/news');
  expect(routeOfRequest('/ipr-front/taizhou/nothing')).toBeUndefined();
});

test('the sitemap lists the public pages of both portals, not details, search results or error pages', () => {
  const paths = sitemapPaths();
  expect(paths).toEqual(expect.arrayContaining(['/taizhou', '/taizhou/announceDetail', '/taizhou/punishContent', '/suzhou/ipr-nav']));
  for (const path of ['/taizhou/search', '/taizhou/newsDetail', '/404', '/exception', '/suzhou', '/taizhou/dispute/success'])
    expect(paths).not.toContain(path);
  expect(paths.some((path) => path.includes(':'))).toBe(false);
  expect(sitemapXml()).toContain(`<loc>${SITEMAP_ORIGIN}/ipr-front/taizhou/punishContent</loc>`);
});

test('the head markup escapes its text and the no-JavaScript text links the site map', () => {
  const markup = pageHeadMarkup({ ...headOf('/taizhou/news'), title: 'a <b> & "c"' });
  expect(markup.head).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
  expect(markup.body).toContain('<a href="/ipr-front/taizhou/sitemap">网站地图</a>');
  expect(pageHeadMarkup(headOf('/taizhou/sitemap')).body).toContain('<a href="/ipr-front/taizhou/news">新闻动态</a>');
});
