#!/usr/bin/env node
/**
 * Post-build step of `npm run build`: writes `<file>.gz` (zlib level 9) next to every JS, CSS, HTML,
 * SVG and JSON file of dist/, so nginx's `gzip_static on` (deploy/) serves maximally compressed files
 * instead of compressing on the fly at a lower level. A file that does not get smaller is left
 * without a .gz (nginx then serves it as it is). Call: `node scripts/precompress.mjs [dir]` (default dist).
 */
import { readdirSync, readFileSync, statSync, writeFileSync, unlinkSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(ROOT, process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

if (!existsSync(dir)) {
  console.error(`precompress: ${dir} does not exist (run max build first)`);
  process.exit(1);
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dir)) {
  const body = readFileSync(file);
  const gzipped = zlib.gzipSync(body, { level: 9 });
  const target = `${file}.gz`;
  if (gzipped.length < body.length) {
    writeFileSync(target, gzipped);
    count += 1;
    before += body.length;
    after += gzipped.length;
  } else if (existsSync(target)) {
    // A stale .gz from an earlier build would be served instead of the new file.
    unlinkSync(target);
  }
}
console.log(`precompress: ${count} files in ${path.relative(ROOT, dir) || '.'}, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB gzipped`);
