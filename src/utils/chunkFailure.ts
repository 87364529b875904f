/**
 * Issue 16 item 5: why a lazy chunk failed to load (spec §4, §9 ChunkLoadError), by asking for the
 * failed file again with a HEAD request:
 * - `missing`: the server answers 404/410: a deploy replaced the files; only a reload of the new
 *   index.html helps;
 * - `present`: the file answers again: the connection dropped for a moment;
 * - `unreachable`: the browser is offline or the request fails: the network is down.
 *
 * The probe uses the browser's `fetch`, not the request layer: it is no service call (no envelope,
 * no error display) and must stay silent whatever it meets. webpack puts the failed file's address
 * on the error as `request`; without one the message's address is used, and without either the
 * answer is `missing` (the old "page updated" behaviour). Never rejects.
 */
import { reportNewBuild } from './networkState';

export type ChunkProbe = 'missing' | 'present' | 'unreachable';

/** The address of the file a ChunkLoadError names, if any. */
export function failedChunkUrl(error: Error): string | undefined {
  const { request } = error as Error & { request?: unknown };
  if (typeof request === 'string' && request) return request;
  return /\((?:[a-z]+: )?((?:https?:\/\/|\/)[^\s)]+)\)/i.exec(error.message)?.[1];
}

export async function probeChunk(error: Error): Promise<ChunkProbe> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'unreachable';
  const url = failedChunkUrl(error);
  if (!url || typeof fetch !== 'function') return 'missing';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status !== 404 && response.status !== 410) return 'present';
    // Issue 26 item 5: the app-wide 'new content' notice offers the refresh (src/components/NetworkNotices).
    reportNewBuild();
    return 'missing';
  } catch {
    return 'unreachable';
  }
}
