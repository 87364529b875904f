import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Build side of the shell's boot script (./boot.ts) and stylesheet (./shell.less), for plugin.ts
 * (`max build` and `max dev`) and the tests; never part of the app's bundle. esbuild (the copy Umi ships) bundles the module with
 * what it imports (the first-view evaluator of src/services/firstView.ts, which the pages use too),
 * minified, for es2017, as one IIFE: the text plugin.ts inlines, whose SHA-256 the deploy recipe's
 * Content-Security-Policy allows (tests/appShell.test.ts keeps the two in step).
 */

/** The boot script's source. */
export const BOOT_SOURCE = join(__dirname, 'boot.ts');

/** esbuild's options for it (`entryPoints` is {@link BOOT_SOURCE}). */
export const BOOT_BUILD = {
  bundle: true,
  write: false,
  minify: true,
  target: 'es2017',
  format: 'iife',
  charset: 'utf8',
  logLevel: 'silent',
  // Not the project's tsconfig: its `strict` would add a "use strict" prologue the script does not need.
  tsconfigRaw: {},
} as const;

type Build = (options: typeof BOOT_BUILD & { entryPoints: string[] }) => { outputFiles: { text: string }[] };
type Transform = (css: string, options: { loader: 'css'; minify: true }) => { code: string };
type Render = (
  source: string,
  options: { filename: string; syncImport: true; javascriptEnabled: true },
  done: (error: Error | null, output?: { css: string }) => void,
) => void;

/** The shell's stylesheet: ./shell.less, which draws on the real frames' mixins (src/styles/frame.less). */
export const SHELL_STYLES = join(__dirname, 'shell.less');

/** The inline text: esbuild's output without its trailing newline. */
export function buildBootScript(): string {
  // Required here, not imported: jest's jsdom environment cannot load esbuild (tests build it in a
  // child process), and the module is only loaded where the script is built.
  const { buildSync } = require('@umijs/bundler-utils/compiled/esbuild') as { buildSync: Build };
  return buildSync({ ...BOOT_BUILD, entryPoints: [BOOT_SOURCE] }).outputFiles[0].text.trimEnd();
}

/**
 * The inline CSS of the HTML head: {@link SHELL_STYLES} compiled by the `less` Umi compiles the app's
 * LESS modules with (its options as Umi's less-loader sets them), then minified by esbuild (the CSS
 * minifier of Umi's build). `syncImport`: less then answers before `render` returns. Throws on a LESS
 * error, which fails the build.
 */
export function buildShellCss(): string {
  const { render } = require('@umijs/bundler-utils/compiled/less') as { render: Render };
  const { transformSync } = require('@umijs/bundler-utils/compiled/esbuild') as { transformSync: Transform };
  let result: { error: Error | null; output?: { css: string } } | undefined;
  render(readFileSync(SHELL_STYLES, 'utf8'), { filename: SHELL_STYLES, syncImport: true, javascriptEnabled: true }, (error, output) => {
    result = { error, output };
  });
  if (result?.error) throw result.error;
  const css = result?.output?.css;
  if (css === undefined) throw new Error(`App shell: ${SHELL_STYLES} did not compile`);
  return transformSync(css, { loader: 'css', minify: true }).code.trimEnd();
}
