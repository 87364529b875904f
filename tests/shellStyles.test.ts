/**
 * @jest-environment node
 *
 * Issue 47 item 1: the static shell's stylesheet is src/components/AppShell/shell.less, drawn from the
 * real frames' mixins (src/styles/frame.less) and compiled for the HTML head by plugin.ts (./build.ts;
 * node, where esbuild loads). e2e/appShell.spec.ts compares the boxes in the browser; here, what the
 * build inlines: one minified stylesheet, the heading and lead in the variables PageHeading uses, care
 * mode's links.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildShellCss } from '@/components/AppShell/build';
import { PAGE_HEADING_VARIABLES } from '../config/defaultSettings';
import { themeCssRule } from '../config/themeCss';

const css = buildShellCss();
const rules = (names: string[]) => names.flatMap((name) => css.match(new RegExp(`\\.ipr-shell-${name}\\{[^}]*\\}`, 'g')) ?? []);

it('is one minified stylesheet of the shell’s classes', () => {
  expect(css).not.toContain('\n');
  expect(css).toMatch(/^\.ipr-shelled #root\{/);
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
