/**
 * @jest-environment node
 *
 * Issue 47 item 1: the static shell's stylesheet is src/components/AppShell/shell.less, drawn from the
 * real frames' mixins (src/styles/frame.less) and compiled for the HTML head by plugin.ts (./build.ts;
 * node, where esbuild loads). e2e/appShell.spec.ts compares the boxes in the browser; here, what the
 * build inlines: one minified stylesheet, the heading and lead in the variables PageHeading uses, care
 * mode's links; and the one placeholder look (src/styles/skeleton.less) that the start-up placeholder
 * shares with LineSkeleton and Deferred/FormPlaceholder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildShellCss, SHELL_STYLES } from '@/components/AppShell/build';
import { PAGE_HEADING_VARIABLES } from '../config/defaultSettings';
import { themeCssRule } from '../config/themeCss';

const css = buildShellCss();
const rules = (names: string[]) => names.flatMap((name) => css.match(new RegExp(`\\.ipr-shell-${name}\\{[^}]*\\}`, 'g')) ?? []);

it('is one minified stylesheet of the shell’s classes', () => {
  expect(css).not.toContain('\n');
  expect(css).toContain('.ipr-shelled #root{');
  expect(css).toContain(':root[data-care-mode] .ipr-shell-navLink{');
});

it("the shell's heading and lead take their type and spacing from the variables PageHeading uses", () => {
  const less = readFileSync(join(__dirname, '../src/styles/frame.less'), 'utf8');
  const shellRules = rules(['h1', 'lead', 'heading']);
  expect(shellRules.length).toBeGreaterThanOrEqual(4);
  // No size, spacing or colour of their own: every one is a variable.
  for (const rule of shellRules) expect(rule.replace(/var\([^)]*\)/g, '')).not.toMatch(/\d+px|#[0-9a-f]{3,6}\b/i);
  for (const name of Object.keys(PAGE_HEADING_VARIABLES)) {
    expect([name, css.includes(`var(${name})`), less.includes(`var(${name})`)]).toEqual([name, true, true]);
  }
  expect(themeCssRule()).toContain(`--ipr-heading-size:${PAGE_HEADING_VARIABLES['--ipr-heading-size']}`);
});

/** A LESS module compiled as the app's are, minified as the shell's is: where esbuild loads. */
function compiled(file: string): string {
  const { render } = require('@umijs/bundler-utils/compiled/less');
  const { transformSync } = require('@umijs/bundler-utils/compiled/esbuild');
  let css = '';
  render(readFileSync(file, 'utf8'), { filename: file, syncImport: true }, (error: Error | null, output?: { css: string }) => {
    if (error) throw error;
    css = output?.css ?? '';
  });
  return transformSync(css, { loader: 'css', minify: true }).code;
}

it('the start-up placeholder, the lines and the form placeholder are one look: one grey, radius and shimmer', () => {
  const looks = [
    compiled(SHELL_STYLES),
    compiled(join(__dirname, '../src/components/LineSkeleton/index.less')),
    compiled(join(__dirname, '../src/components/Deferred/FormPlaceholder.less')),
  ].map((css) => {
    // The grey block's rule, its declarations as the browser reads them (a later one wins).
    const rule = /\{(position:relative;overflow:hidden;[^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries(rule.split(';').map((declaration) => declaration.split(/:(.*)/s)));
    const block = `background:${declared.background};border-radius:${declared['border-radius']}`;
    // A CSS module names the head's keyframes `global(…)`: css-loader writes the bare name.
    const shimmer = /:after\{[^}]*\}/.exec(css)?.[0].replace(/global\(([\w-]+)\)/, '$1');
    return { block, shimmer };
  });
  expect(looks[0].block).toBe('background:var(--ant-color-fill-secondary);border-radius:var(--ant-border-radius-sm)');
  expect(looks[0].shimmer).toMatch(/animation:ipr-shimmer /);
  expect(looks[1]).toEqual(looks[0]);
  expect(looks[2]).toEqual(looks[0]);
  // The keyframes, once, in the head of every page.
  expect(css).toMatch(/@keyframes ipr-shimmer\{to\{transform:translate\(100%\)\}\}/);
  // The start-up placeholder's lines wear it.
  expect(css).toMatch(/\.ipr-boot-lines>\*\{position:relative;overflow:hidden;background/);
});
