import type { ShellData } from '../src/components/AppShell/types';

/** The part of webpack's stats JSON read here (`stats.toJson({ chunks: true, chunkOrigins: true })`). */
export interface StatsChunk {
  files?: string[];
  origins?: { request?: string }[];
}

/** How src/utils/localeMessages.ts imports a message group's module. */
const MESSAGE_IMPORT = /^@\/locales\/(frame|pages)\/(zh-CN|en-US)$/;

/**
 * Issue 30 item 5: the script files of each locale's message-group chunks (`/1560.82a5faa7.async.js`,
 * below the base), from the build's stats, for the static shell's boot script to preload with the app.
 * Throws when a shipped locale's group has no chunk: localeMessages.ts imports them differently now,
 * and the preload would silently stop.
 */
export function messageChunkFiles(chunks: StatsChunk[]): ShellData['messageChunks'] {
  const found: ShellData['messageChunks'] = {};
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const match = MESSAGE_IMPORT.exec(origin.request ?? '');
      if (!match) continue;
      const [, group, locale] = match as unknown as [string, 'frame' | 'pages', string];
      const files = (found[locale] ??= {});
      const scripts = (chunk.files ?? []).filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
      files[group] = [...new Set([...(files[group] ?? []), ...scripts])];
    }
  }
  for (const locale of ['zh-CN', 'en-US']) {
    for (const group of ['frame', 'pages'] as const) {
      if (!found[locale]?.[group]?.length) throw new Error(`plugin.ts: no chunk for the ${group} messages of ${locale} in the build's stats`);
    }
  }
  return found;
}
