import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BOOT_BUILD, BOOT_SOURCE } from '@/components/AppShell/build';

/** What the child runs: ./build.ts's `buildBootScript`, step for step (tests/bootScript.test.ts checks they agree). */
const CHILD = `
const [options, file] = process.argv.slice(1);
const { buildSync } = require('@umijs/bundler-utils/compiled/esbuild');
process.stdout.write(buildSync({ ...JSON.parse(options), entryPoints: [file] }).outputFiles[0].text.trimEnd());
`;

let built: string | undefined;

/**
 * The shell's boot script as plugin.ts inlines it (src/components/AppShell/build.ts). Built in a
 * child process: esbuild refuses to load in jest's jsdom environment (its typed arrays are another
 * realm's).
 */
export function builtBootScript(): string {
  built ??= execFileSync(process.execPath, ['-e', CHILD, JSON.stringify(BOOT_BUILD), BOOT_SOURCE], {
    cwd: join(__dirname, '../..'),
    encoding: 'utf8',
  });
  return built;
}
