/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * Issue 47 item 1: the Suzhou light frame (src/standIns/ProLayout/LightFrame.less) and the static shell
 * (src/components/AppShell/shell.less) draw ProLayout's frame before ProLayout's chunk is in, with the
 * sizes of src/styles/frame.less's `@pro-*` variables. ProLayout computes its own from its tokens with
 * cssinjs, so a hand copy could drift without a sound on an upgrade: here ProLayout is rendered on the
 * server with the app's settings and the Suzhou layout's token (config/defaultSettings.ts, mix layout), its styles extracted as
 * config/antdStyles.ts extracts antd's, and each mirrored size compared with the LESS variable. A
 * failure names the variable to change (e2e/appShell.spec.ts then shows whether the frames still meet).
 * (Node's export conditions without "node": @ant-design/icons exports only ESM under it.)
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ProLayout } from '@ant-design/pro-components';
import { ConfigProvider, theme } from 'antd';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import defaultSettings, { ANTD_THEME, SUZHOU_LAYOUT } from '../config/defaultSettings';

/** frame.less's variables, evaluated by the `less` the app's styles are compiled with. */
function lessVariables(names: string[]): Record<string, string> {
  const less = require('@umijs/bundler-utils/compiled/less') as {
    render: (source: string, options: object, done: (error: Error | null, output?: { css: string }) => void) => void;
  };
  const frame = join(__dirname, '../src/styles/frame.less');
  const source = `@import (reference) '${frame}';\nx {\n${names.map((name) => `  ${name}: @${name};`).join('\n')}\n}`;
  let css = '';
  less.render(source, { filename: join(__dirname, 'sizes.less'), syncImport: true }, (error, output) => {
    if (error) throw error;
    css = output?.css ?? '';
  });
  return Object.fromEntries([...css.matchAll(/([\w-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]));
}

const ROUTE = {
  path: '/',
  children: [
    {
      path: '/suzhou',
      name: 'suzhou',
      children: [
        { path: '/suzhou/ipr-nav', name: 'nav' },
        { path: '/suzhou/ipr-enterprise', name: 'enterprise' },
      ],
    },
    { path: '/taizhou', name: 'taizhou' },
  ],
};

/** ProLayout as the Suzhou layout renders it (`collapsed`: its rail below lg), its markup and styles. */
function render(collapsed: boolean): { html: string; css: string } {
  const cache = createCache();
  // React's server renderer warns about ProLayout's layout effects; nothing else is expected.
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={{ ...ANTD_THEME, hashed: false, zeroRuntime: false }}>
        <ProLayout
          {...defaultSettings}
          {...SUZHOU_LAYOUT}
          collapsed={collapsed}
          route={ROUTE}
          location={{ pathname: '/suzhou/ipr-nav' }}
          actionsRender={() => [<span key="action">action</span>]}
        >
          <h1>page</h1>
        </ProLayout>
      </ConfigProvider>
    </StyleProvider>,
  );
  for (const [message] of error.mock.calls) expect(String(message)).toMatch(/useLayoutEffect does nothing on the server/);
  error.mockRestore();
  return { html, css: extractStyle(cache, { plain: true }) };
}

const wide = render(false);
const rail = render(true);
const pro = lessVariables([
  'pro-header-height',
  'pro-header-padding',
  'pro-top-menu-line-height',
  'pro-actions-item-padding',
  'pro-sider-width',
  'pro-sider-collapsed-width',
  'pro-sider-menu-padding',
  'pro-menu-item-height',
  'pro-menu-item-margin',
  'pro-menu-item-padding',
  'pro-content-padding',
  'pro-phone-logo',
  'screen-sm',
  'screen-md',
  'screen-lg',
  'screen-xl',
]);

/** The declarations of the first rule whose selector is `selector`. */
function rule(css: string, selector: string): string {
  const start = css.indexOf(`${selector}{`);
  if (start < 0) throw new Error(`ProLayout's styles have no rule ${selector}`);
  return css.slice(start + selector.length + 1, css.indexOf('}', start));
}

/** A declaration's value in `declarations`. */
const value = (declarations: string, property: string) => new RegExp(`(?:^|;)${property}:([^;]+)`).exec(declarations)?.[1];

/** The CSS variables of the side menu's own theme (the class cssinjs gives its `ul`). */
function siderMenuVariables(): string {
  const menu = /<ul class="([^"]*ant-pro-sider-menu[^"]*)"/.exec(wide.html)?.[1] ?? '';
  const cssVar = menu.split(' ').find((name) => name.startsWith('css-var-'));
  return rule(wide.css, `.${cssVar}.ant-menu-css-var`);
}

const aside = (html: string) => /<aside[^>]*style="([^"]*)"/.exec(html)?.[1] ?? '';

it('the header: its height, its side padding, the top menu line and the actions’ padding', () => {
  const header = rule(wide.css, '.ant-pro-layout .ant-layout-header.ant-pro-layout-header');
  expect(value(header, 'height')).toBe(pro['pro-header-height']);
  expect(value(rule(wide.css, '.ant-pro-top-nav-header-main'), 'padding-inline-start')).toBe(pro['pro-header-padding']);
  expect(value(rule(wide.css, '.ant-pro-top-nav-header-menu'), 'line-height')).toBe(pro['pro-top-menu-line-height']);
  expect(value(rule(wide.css, '.ant-pro-global-header-header-actions-item'), 'padding-inline')).toBe(pro['pro-actions-item-padding']);
  // The phone header's logo (ProLayout's global header) and the footer below the fold.
  expect(value(rule(wide.css, '.ant-pro-global-header-logo img'), 'height')).toBe(pro['pro-phone-logo']);
  expect(SUZHOU_LAYOUT.contentStyle.minHeight).toBe(`calc(100vh - ${pro['pro-header-height']})`);
});

it('the side menu: its width, its rail, its padding and its items', () => {
  expect(aside(wide.html)).toContain(`width:${pro['pro-sider-width']}`);
  expect(aside(rail.html)).toContain(`width:${pro['pro-sider-collapsed-width']}`);
  expect(value(rule(wide.css, '.ant-pro-sider .ant-layout-sider-children'), 'padding-inline')).toBe(pro['pro-sider-menu-padding']);
  const menu = siderMenuVariables();
  expect(value(menu, '--ant-menu-item-height')).toBe(pro['pro-menu-item-height']);
  expect(value(menu, '--ant-menu-item-margin-inline')).toBe(pro['pro-menu-item-margin']);
  expect(value(menu, '--ant-menu-item-margin-block')).toBe(pro['pro-menu-item-margin']);
  expect(value(menu, '--ant-menu-item-padding-inline')).toBe(pro['pro-menu-item-padding']);
  // The shell's items take antd's radius (`var(--ant-border-radius)`).
  expect(value(menu, '--ant-menu-item-border-radius')).toBe(`${theme.getDesignToken(ANTD_THEME).borderRadius}px`);
});

it('the content’s padding', () => {
  const content = rule(wide.css, '.ant-pro-layout .ant-pro-layout-content');
  expect(value(content, 'padding-block')).toBe(pro['pro-content-padding']);
  expect(value(content, 'padding-inline')).toBe(pro['pro-content-padding']);
});

it('the breakpoints are antd’s, which ProLayout collapses and narrows at', () => {
  const token = theme.getDesignToken(ANTD_THEME);
  expect([pro['screen-sm'], pro['screen-md'], pro['screen-lg'], pro['screen-xl']]).toEqual(
    [token.screenSM, token.screenMD, token.screenLG, token.screenXL].map((px) => `${px}px`),
  );
});
