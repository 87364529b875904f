import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import type { ThemeConfig } from 'antd';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Issue 30 item 2: antd 6's zero-runtime styles, by the page. With `theme.zeroRuntime` antd generates
 * no component styles in the browser and expects them as CSS; its prebuilt `antd/dist/antd.css` is
 * the whole library (108 KB gzipped). Here antd's own extractor (`@ant-design/static-style-extract`,
 * which renders every component once into a `@ant-design/cssinjs` cache) runs at build time with the
 * app's theme, and its styles are written one file per style hook (`Button-Button.css`,
 * `Input-Search.css`, …: the name antd's `genStyleHooks` registers them under). The loader of
 * config/antdStyleLoader.cjs then makes each of antd's style modules import its own files, so a
 * chunk carries the CSS of exactly the antd components it contains, and webpack extracts it into that
 * chunk's CSS file. `shared.css` holds what every component needs (antd's reset of its own elements,
 * the icon base, the keyframes).
 *
 * The styles reference the theme through CSS variables (antd 6's default), which antd still sets at
 * run time: care mode's theme changes them, not the files. Runs for `max build` and `max dev` alike
 * (plugin.ts; `zeroRuntime` in src/app.tsx outside jest).
 */

/** Style hooks the library-wide render does not reach, drawn once more on their own. */
function extraNodes(): ReactElement[] {
  // Form.Item registers its IE fallback hook (`Form-item-item`) only inside a form.
  return [createElement(antd.Form, { key: 'form' }, createElement(antd.Form.Item, { label: 'x' }, createElement(antd.Input)))];
}

/**
 * Style hooks this app's theme never draws, so no file is written for them; the loader lets them
 * through. Any other hook without a file fails the build (config/antdStyleLoader.cjs).
 */
export const UNDRAWN_STYLE_HOOKS: Record<string, string> = {
  'Pagination-bordered': 'drawn only with token.wireframe, which the theme leaves off',
  'BackTop-BackTop': "the deprecated BackTop's own hook; the app has no back-to-top button",
};

/**
 * What drawing the whole library says on its own in development (`max dev`, jest): antd names the
 * deprecated components its extractor draws (List, Input.Group), and React's server renderer warns
 * about rc-virtual-list's useLayoutEffect (under Tree). Neither is about the app.
 */
const EXTRACTION_NOISE = [/^Warning: \[antd: [\w.]+\] .*deprecated/, /^Warning: useLayoutEffect does nothing on the server/];

/** Runs `draw` with {@link EXTRACTION_NOISE} kept off the console; any other message goes through. */
function withoutExtractionNoise(draw: () => void): void {
  const { error } = console;
  console.error = (...args: unknown[]) => {
    if (!EXTRACTION_NOISE.some((noise) => noise.test(String(args[0])))) error(...args);
  };
  try {
    draw();
  } finally {
    console.error = error;
  }
}

export interface AntdStyleFiles {
  /** File name (without `.css`) → CSS, one per style hook (`Button-Button`). */
  hooks: Map<string, string>;
  /** The reset, the icon base and every keyframe. */
  shared: string;
}

/** The app's antd styles, extracted with `theme` (no hashes: the files are shared by every theme). */
export function extractAntdStyles(theme: ThemeConfig): AntdStyleFiles {
  const cache = createCache();
  const provide = (node: ReactElement) =>
    createElement(
      StyleProvider,
      { cache },
      createElement(antd.ConfigProvider, { theme: { ...theme, hashed: false, zeroRuntime: false } }, node),
    );
  withoutExtractionNoise(() => {
    extractStyle({ customTheme: provide });
    renderToString(provide(createElement(Fragment, null, ...extraNodes())));
  });

  const hooks = new Map<string, string>();
  const keyframes = new Map<string, string>();
  let shared = '';
  for (const [key, [, value]] of cache.cache as Map<string, [number, [string, string, Record<string, string>?]]>) {
    // `style%<hash>%<hook>%<prefixCls>%<iconPrefixCls>`: hash empty without hashes.
    if (!key.startsWith('style%')) continue;
    const [, , hook] = key.split('%');
    const [css, , effects] = value;
    for (const [name, rule] of Object.entries(effects ?? {})) keyframes.set(name, rule);
    if (hook === 'Shared' || hook === 'ant-design-icons') shared += css;
    else hooks.set(hook, (hooks.get(hook) ?? '') + css);
  }
  return { hooks, shared: shared + [...keyframes.values()].join('') };
}

/**
 * Writes the files into `dir` (Umi's temporary folder), unless the same antd version and theme wrote
 * them already. Returns the hook names that have a file.
 */
export function writeAntdStyles(dir: string, theme: ThemeConfig): string[] {
  const stamp = JSON.stringify({ antd: antd.version, theme });
  const stampFile = path.join(dir, 'stamp.json');
  const indexFile = path.join(dir, 'index.json');
  if (existsSync(stampFile) && existsSync(indexFile) && readFileSync(stampFile, 'utf8') === stamp) {
    return JSON.parse(readFileSync(indexFile, 'utf8'));
  }
  const { hooks, shared } = extractAntdStyles(theme);
  mkdirSync(dir, { recursive: true });
  for (const [hook, css] of hooks) writeFileSync(path.join(dir, `${hook}.css`), css);
  writeFileSync(path.join(dir, 'shared.css'), shared);
  const names = [...hooks.keys()].sort();
  writeFileSync(indexFile, JSON.stringify(names));
  writeFileSync(stampFile, stamp);
  return names;
}
