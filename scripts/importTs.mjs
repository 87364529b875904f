/**
 * Imports one TypeScript module of the project that imports nothing at run time (types aside) into a
 * node script: the route table (config/routeTable.ts) and the budgets (config/budgets.ts) for the bench
 * and the first-load check. Transpiled alone by TypeScript, no type check (`npm run typecheck` does that).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** `file`: an absolute path. Resolves to the module's exports. */
export async function importTs(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ipr-ts-'));
  const out = path.join(dir, `${path.basename(file, '.ts')}.mjs`);
  writeFileSync(out, outputText);
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
