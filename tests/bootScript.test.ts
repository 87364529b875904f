/**
 * @jest-environment node
 *
 * Issue 28 item 4: the static shell's boot script is a TypeScript module (src/components/AppShell/boot.ts)
 * that plugin.ts compiles with esbuild for `max build` and `max dev` (./build.ts). Here, where esbuild
 * loads (jest's jsdom environment cannot): the text the jsdom tests run is the text the build inlines,
 * it is one self-contained IIFE, and the deploy recipe's CSP allows it by its hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SOURCE, buildBootScript } from '@/components/AppShell/build';
import { builtBootScript } from './support/bootScript';

const script = buildBootScript();

it('the jsdom tests run the very text plugin.ts inlines', () => {
  expect(builtBootScript()).toBe(script);
});

it('is one minified IIFE for es2017: no import, no export, nothing global', () => {
  expect(script.startsWith('(()=>{')).toBe(true);
  expect(script.endsWith('})();')).toBe(true);
  expect(script).not.toMatch(/\bimport\b|\bexport\b|\brequire\(/);
  // Minified: one line, a fraction of the source (its comments and names gone).
  expect(script).not.toContain('\n');
  expect(script.length).toBeLessThan(readFileSync(BOOT_SOURCE, 'utf8').length / 2);
  // Nothing newer than es2017 left to the browser (optional catch binding, `??`, `?.` are es2019+).
  expect(script).not.toMatch(/catch\{|\?\?|\?\./);
});

it('the deploy recipe’s Content-Security-Policy allows the built text by its hash', () => {
  const hash = createHash('sha256').update(script).digest('base64');
  const template = readFileSync(join(__dirname, '../deploy/nginx.conf.template'), 'utf8');
  const policy = template.split('\n').find((line) => /^\s*default "default-src/.test(line)) ?? '';
  const scriptSrc = /script-src ([^;]*);/.exec(policy)?.[1].split(' ') ?? [];
  expect(scriptSrc).toContain(`'sha256-${hash}'`);
});
