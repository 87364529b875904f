/**
 * @jest-environment node
 *
 * Issue 47 item 1: the static shell's stylesheet is src/components/AppShell/shell.less, drawn from the
 * real frames' mixins (src/styles/frame.less) and compiled for the HTML head by plugin.ts (./build.ts;
 * node, where esbuild loads). e2e/appShell.spec.ts compares the boxes in the browser; here, what the
 * build inlines: one minified stylesheet, the heading and lead in the variables PageHeading uses, care
 * mode's links; and the one placeholder look (src/styles/skeleton.less), in the head's stylesheet, that
 * the start-up placeholder, LineSkeleton and Deferred/FormPlaceholder wear.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildShellCss } from '@/components/AppShell/build';
import BootPlaceholder from '@/components/BootPlaceholder';
import FormPlaceholder from '@/components/Deferred/FormPlaceholder';
import LineSkeleton from '@/components/LineSkeleton';
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

it('the one placeholder look is in every head, and the start-up placeholder, the lines and the form placeholder wear it', () => {
  expect(css).toContain(
    '.ipr-skeleton{position:relative;overflow:hidden;background:var(--ant-color-fill-secondary);border-radius:var(--ant-border-radius-sm)}',
  );
  expect(css).toMatch(/\.ipr-skeleton:after\{[^}]*animation:ipr-shimmer 1\.4s ease infinite/);
  expect(css).toMatch(/@keyframes ipr-shimmer\{to\{transform:translate\(100%\)\}\}/);
  const drawn = [
    renderToStaticMarkup(createElement(BootPlaceholder, { label: 'loading' })),
    renderToStaticMarkup(createElement(LineSkeleton, { rows: 3, title: true })),
    renderToStaticMarkup(createElement(FormPlaceholder, { fields: [{ key: 'name', label: 'Name', cols: { xs: 24 } }] })),
  ];
  for (const markup of drawn) expect(markup).toMatch(/class="ipr-skeleton[ "]/);
  // No other stylesheet draws a shimmer of its own.
  const shimmering = execFileSync('grep', ['-rl', 'shimmer', join(__dirname, '../src'), '--include=*.less'], { encoding: 'utf8' });
  expect(shimmering.trim().split('\n')).toEqual([join(__dirname, '../src/styles/skeleton.less')]);
});
