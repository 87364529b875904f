import { readFileSync } from 'node:fs';

/** The source of Umi's layout plugin, which writes src/.umi/plugin-layout. */
export const layoutPluginSource = () => readFileSync(require.resolve('@umijs/plugins/dist/layout.js'), 'utf8');

/**
 * A file as Umi's layout plugin writes it into src/.umi/plugin-layout (`Exception.tsx`,
 * `Layout.tsx`), template placeholders kept, whitespace collapsed. Throws when the plugin no longer
 * writes it, so a stand-in's pinning test fails on an upgrade that drops or renames the file.
 */
export function generatedLayoutFile(name: string): string {
  const source = layoutPluginSource();
  const marker = `path: "${name}",`;
  const from = source.indexOf('content: `', source.indexOf(marker));
  const to = source.indexOf('`\n    });', from);
  if (!source.includes(marker) || from < 0 || to < 0) throw new Error(`@umijs/plugins no longer writes ${name} for plugin-layout`);
  return source
    .slice(from + 'content: `'.length, to)
    .replace(/\s+/g, ' ')
    .trim();
}
