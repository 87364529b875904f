/**
 * Imports one TypeScript module of the project that imports nothing at run time (types and modules
 * of its own folder aside) into a node script: the route table (config/routeTable.ts) and the budgets (config/budgets.ts) for the bench
 * and the first-load check. Transpiled alone by TypeScript, no type check (`npm run typecheck` does that).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** `file`: an absolute path. Resolves to the module's exports. */
export async function importTs(file) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ipr-ts-'));
  try {
    return await import(pathToFileURL(transpileInto(file, dir, new Set())).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes `file` transpiled into `dir`, with each module of its own folder that it imports (`./name`,
 * e.g. the route table's paths, config/routePaths.ts), and returns the written file.
 */
function transpileInto(file, dir, done) {
  const out = path.join(dir, `${path.basename(file, '.ts')}.mjs`);
  if (done.has(file)) return out;
  done.add(file);
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
  });
  const linked = outputText.replace(/from '\.\/([\w-]+)'/g, (_, name) => {
    transpileInto(path.join(path.dirname(file), `${name}.ts`), dir, done);
    return `from './${name}.mjs'`;
  });
  writeFileSync(out, linked);
  return out;
}
