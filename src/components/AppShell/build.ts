import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Build side of the shell's boot script (./boot.ts), for plugin.ts (`max build` and `max dev`) and
 * the tests; never part of the app's bundle. esbuild (the copy Umi ships) compiles the module on its
 * own, minified, for es2017, as one IIFE: the text plugin.ts inlines, whose SHA-256 the deploy
 * recipe's Content-Security-Policy allows (tests/appShell.test.ts keeps the two in step).
 */

/** The boot script's source. */
export const BOOT_SOURCE = join(__dirname, 'boot.ts');

/** esbuild's options for it. */
export const BOOT_TRANSFORM = { loader: 'ts', minify: true, target: 'es2017', format: 'iife', charset: 'utf8' } as const;

type Transform = (source: string, options: typeof BOOT_TRANSFORM) => { code: string };

/** The inline text: esbuild's output without its trailing newline. */
export function buildBootScript(): string {
  // Required here, not imported: jest's jsdom environment cannot load esbuild (tests build it in a
  // child process), and the module is only loaded where the script is built.
  const { transformSync } = require('@umijs/bundler-utils/compiled/esbuild') as { transformSync: Transform };
  return transformSync(readFileSync(BOOT_SOURCE, 'utf8'), BOOT_TRANSFORM).code.trimEnd();
}
