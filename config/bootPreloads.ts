import type { ShellData } from '../src/components/AppShell/types';
import { MESSAGE_GROUPS, type MessageGroup } from '../src/utils/messageGroups';

/** The part of webpack's stats JSON read here (`stats.toJson({ chunks: true, chunkOrigins: true })`). */
export interface StatsChunk {
  files?: string[];
  /** `request`: the import's text. */
  origins?: { request?: string }[];
}

/** A chunk's files below the base: its scripts, and with `styles` its stylesheets too. */
const filesOf = (chunk: StatsChunk, styles = false) =>
  (chunk.files ?? []).filter((file) => file.endsWith('.js') || (styles && file.endsWith('.css'))).map((file) => `/${file}`);

/** How src/utils/localeMessages.ts imports a message group's module. */
const MESSAGE_IMPORT = new RegExp(`^@/locales/(${MESSAGE_GROUPS.join('|')})/(zh-CN|en-US)$`);

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
      const [, group, locale] = match as unknown as [string, MessageGroup, string];
      const files = found[locale] ?? {};
      found[locale] = files;
      const scripts = filesOf(chunk);
      files[group] = [...new Set([...(files[group] ?? []), ...scripts])];
    }
  }
  for (const locale of ['zh-CN', 'en-US']) {
    for (const group of MESSAGE_GROUPS) {
      if (!found[locale]?.[group]?.length)
        throw new Error(`plugin.ts: no chunk for the ${group} messages of ${locale} in the build's stats`);
    }
  }
  return found;
}

/**
 * What the Suzhou layout draws from its first render, lazily imported by src/app.tsx (the header's
 * actions, the footer), so that `umi.js` stays without them on Taizhou pages. The first render waits for
 * them; preloaded with the route's chunks, they no longer cost a round trip after the layout has run.
 */
export const SUZHOU_LAYOUT_IMPORTS = [
  '@/components/AppCenter',
  '@/components/LangSwitch',
  '@/components/CareModeSwitch',
  '@/components/AccessibilityTools',
  '@/components/UserMenu',
  '@/components/SiteFooter',
] as const;

/**
 * Umi's stand-in component of a parent route without one (`/suzhou`: its pages are its children),
 * a chunk Umi's route preloader does not name: the children render once it is in.
 */
export const UMI_EMPTY_ROUTE = './EmptyRoute';

/**
 * Issue 30 item 5: a frame's lazily imported parts as files to preload (scripts and stylesheets, below
 * the base), from the build's stats. Throws when an import starts no chunk (src/app.tsx or Umi imports
 * it differently now, and the preload would silently stop).
 */
export function frameChunkFiles(chunks: StatsChunk[], imports: readonly string[] = [...SUZHOU_LAYOUT_IMPORTS, UMI_EMPTY_ROUTE]): string[] {
  return lazyImportFiles(chunks, imports);
}

/**
 * The files (scripts and stylesheets, below the base) of the chunks each lazy import starts, matched
 * by the import's text. Throws naming the first import that starts no chunk.
 */
function lazyImportFiles(chunks: StatsChunk[], imports: readonly string[]): string[] {
  const files = new Set<string>();
  for (const request of imports) {
    const started = chunks.filter((chunk) => (chunk.origins ?? []).some((origin) => origin.request === request));
    if (!started.length) throw new Error(`plugin.ts: no chunk for the lazy import of ${request} in the build's stats`);
    for (const chunk of started) for (const file of filesOf(chunk, true)) files.add(file);
  }
  return [...files];
}
